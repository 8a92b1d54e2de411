import type { RegisterBody } from '@nethub/contract';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

type RegisterInput = { body: RegisterBody; prevUrl?: string };

export async function register({ body, prevUrl }: RegisterInput) {
  const response = await api.post<Envelope<{ email: string }>>('/auth/register', body, {
    params: { prevUrl },
  });
  return unwrap(response);
}

export const useRegister = () => useMutation({ mutationFn: register });
