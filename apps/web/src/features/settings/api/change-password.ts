import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type ChangePasswordInput = { currentPassword: string; newPassword: string };

export const changePassword = (body: ChangePasswordInput) =>
  api.post('/auth/change-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
