import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';

type ChangeEmailInput = { newEmail: string; password: string };

export const changeEmail = (body: ChangeEmailInput) => api.post('/auth/change-email', body);

export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser }),
  });
}
