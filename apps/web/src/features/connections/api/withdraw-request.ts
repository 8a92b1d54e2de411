import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

/** Takes back a request I sent, pending or declined (only its sender may). */
export const withdrawRequest = async (connectionId: string) => {
  await api.post('/connections/withdraw', { connectionId });
};

export function useWithdrawRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
