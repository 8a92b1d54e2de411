import type { ContactBody } from '@nethub/contract';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

export const sendContact = async (body: ContactBody) =>
  unwrap(await api.post<Envelope<{ ok: true }>>('/contact', body));

export const useSendContact = () => useMutation({ mutationFn: sendContact });
