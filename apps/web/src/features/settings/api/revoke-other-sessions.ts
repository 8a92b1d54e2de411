import { useMutation } from '@tanstack/react-query';
import type { RevokeOtherSessionsResult } from '@nethub/contract';
import { api, unwrap } from '@/lib/api-client';

/** Ends every other session of the member: their tokens and sockets stop within seconds. */
export const revokeOtherSessions = () =>
  api
    .post<{ data: RevokeOtherSessionsResult }>('/auth/sessions/revoke-others')
    .then((response) => unwrap(response));

export const useRevokeOtherSessions = () => useMutation({ mutationFn: revokeOtherSessions });
