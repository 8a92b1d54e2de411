import { ErrorCode } from '@nethub/contract/constants';
import type { ConnectionResult } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { hasErrorCode } from '@/lib/errors';
import { connectionKeys } from './connection-keys';
import { requestConnection } from './request-connection';

export type ConnectByEmailResult =
  { connection: ConnectionResult } | { invited: true; email: string };

/**
 * A member with that address gets a request; when nobody has it (RECIPIENT_NOT_FOUND, spec §8)
 * we fall back to request-by-email, which invites them to join.
 */
export async function connectByEmail(email: string): Promise<ConnectByEmailResult> {
  try {
    return { connection: await requestConnection({ email }) };
  } catch (error) {
    if (!hasErrorCode(error, ErrorCode.RECIPIENT_NOT_FOUND)) throw error;
  }
  return unwrap(
    await api.post<Envelope<ConnectByEmailResult>>('/connections/request-by-email', { email }),
  );
}

export function useConnectByEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectByEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
