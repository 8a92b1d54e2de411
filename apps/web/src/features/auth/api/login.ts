import { loginBody, type AuthSession, type LoginBody } from '@nethub/contract';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { useStartSession } from '@/lib/auth';
import { getDeviceId } from '@/lib/storage';

export type LoginInput = Omit<LoginBody, 'deviceId'>;

export async function login(input: LoginInput): Promise<AuthSession> {
  const body = loginBody.parse({ ...input, deviceId: getDeviceId() });
  return unwrap(await api.post<Envelope<AuthSession>>('/auth/login', body));
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: login, onSuccess: startSession });
}
