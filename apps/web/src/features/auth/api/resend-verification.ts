import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';

export const resendVerification = (email: string) =>
  api.post('/auth/verify-email/resend', { email });

export function useResendVerification() {
  return useMutation({
    mutationFn: resendVerification,
    onSuccess: () => notify.success(MESSAGES.verificationSent),
    onError: (error) => notify.error(getErrorMessage(error)),
  });
}
