import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const forgotPassword = (email: string) => api.post('/auth/forgot-password', { email });

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
