import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type ResetPasswordInput = { token: string; newPassword: string };

export const resetPassword = (body: ResetPasswordInput) => api.post('/auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
