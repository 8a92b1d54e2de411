import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

/** Ends a connection, withdraws my pending request, or clears a declined one. */
export const disconnectMember = async (userId: string) => {
  await api.post('/connections/disconnect', { userId });
};

export function useDisconnectMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
