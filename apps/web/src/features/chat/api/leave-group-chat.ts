import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

export const leaveGroupChat = async (channel: string) =>
  unwrap(await api.post<Envelope<{ ok: true }>>('/chat/leave-group', { channel }));

/** The admin deletes the group chat for everyone. */
export const deleteGroupChat = async (channel: string) =>
  unwrap(await api.post<Envelope<{ ok: true }>>('/chat/remove-group', { channel }));

/** Leaving and deleting end the same way: the client drops the channel (see `drop`). */
export const useLeaveGroupChat = () => useMutation({ mutationFn: leaveGroupChat });
export const useDeleteGroupChat = () => useMutation({ mutationFn: deleteGroupChat });
