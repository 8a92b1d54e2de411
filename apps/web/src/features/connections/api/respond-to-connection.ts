import type { ConnectionResult } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

type RespondInput = { connectionId: string; status: 'CONNECTED' | 'REJECTED' };

/** Only the recipient of a pending request may answer it. */
export const respondToConnection = async (body: RespondInput) =>
  unwrap(await api.post<Envelope<ConnectionResult>>('/connections/response', body));

export function useRespondToConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: respondToConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
