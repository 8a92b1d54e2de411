import type { AuthSession } from '@nethub/contract';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { useStartSession } from '@/lib/auth';
import { getDeviceId } from '@/lib/storage';

type CompleteInviteInput = { token: string; password: string; firstName: string; lastName: string };

export async function completeInvite(input: CompleteInviteInput) {
  const body = { ...input, deviceId: getDeviceId() };
  return unwrap(await api.post<Envelope<AuthSession>>('/auth/complete-invite', body));
}

export function useCompleteInvite() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: completeInvite, onSuccess: startSession });
}
