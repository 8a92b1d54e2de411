import type { ConnectionResult } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

/** If they had already asked me, the answer comes back CONNECTED. */
export const requestConnection = async (body: { userId: string } | { email: string }) =>
  unwrap(await api.post<Envelope<ConnectionResult>>('/connections/request', body));

export function useRequestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => requestConnection({ userId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
