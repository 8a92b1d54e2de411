import type { ChatChannel, EditGroupChatBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** Rename, new picture, members in and out: the group's admin only (403 otherwise). */
export const editGroupChat = async (body: EditGroupChatBody) =>
  unwrap(await api.put<Envelope<ChatChannel>>('/chat/edit-channel-group', body));

export function useEditGroupChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editGroupChat,
    onSuccess: (channel) => {
      queryClient.setQueryData(chatKeys.channel(channel.channel), channel);
      void queryClient.invalidateQueries({ queryKey: chatKeys.members(channel.channel) });
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}
