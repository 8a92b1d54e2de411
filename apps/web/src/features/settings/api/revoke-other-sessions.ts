import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RevokeOtherSessionsResult } from '@nethub/contract';
import { api, unwrap } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** Ends every other session of the member: their tokens and sockets stop within seconds. */
export const revokeOtherSessions = () =>
  api
    .post<{ data: RevokeOtherSessionsResult }>('/auth/sessions/revoke-others')
    .then((response) => unwrap(response));

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}
