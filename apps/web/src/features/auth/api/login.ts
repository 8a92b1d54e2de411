import {
  loginBody,
  loginTwoFactorBody,
  type AuthSession,
  type LoginBody,
  type LoginResult,
  type LoginTwoFactorBody,
} from '@nethub/contract';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { useStartSession } from '@/lib/auth';
import { getDeviceId } from '@/lib/storage';

export type LoginInput = Omit<LoginBody, 'deviceId'>;

/** Signed in, or asked for a second factor (ADR 020). */
export async function login(input: LoginInput): Promise<LoginResult> {
  const body = loginBody.parse({ ...input, deviceId: getDeviceId() });
  return unwrap(await api.post<Envelope<LoginResult>>('/auth/login', body));
}

export function useLogin() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: login,
    onSuccess: (result) => {
      if (result.status === 'signed_in') startSession(result);
    },
  });
}

/** The second step: the challenge and an authenticator or recovery code. */
export async function loginTwoFactor(input: LoginTwoFactorBody): Promise<AuthSession> {
  const body = loginTwoFactorBody.parse(input);
  return unwrap(await api.post<Envelope<AuthSession>>('/auth/login/two-factor', body));
}

export function useLoginTwoFactor() {
  const startSession = useStartSession();
  return useMutation({ mutationFn: loginTwoFactor, onSuccess: startSession });
}
