import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';

export const verifyEmail = (token: string) => api.post('/auth/verify-email', { token });

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    // A signed-in member's status may have just become active.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser }),
  });
}
