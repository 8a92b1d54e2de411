import type { CreateSubscriberBody, SubscriberRow } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { salesKeys } from './sales-keys';

export type AvatarUpload = { avatarUploadId: string; url: string };

/**
 * POST /new-subscriptions/members/upload-new-user-avatar: the new account's picture, sent
 * before the subscriber (multipart, field `file`); its id then goes with the subscriber.
 */
export async function uploadSubscriberAvatar(file: File) {
  const form = new FormData();
  form.append('file', file);
  return unwrap(
    await api.post<Envelope<AvatarUpload>>(
      '/new-subscriptions/members/upload-new-user-avatar',
      form,
    ),
  );
}

export const useUploadSubscriberAvatar = () => useMutation({ mutationFn: uploadSubscriberAvatar });

/** POST /new-subscriptions/members/create: the subscriber starts pending; the server mails the payment link. */
export const createSubscriber = async (body: CreateSubscriberBody) =>
  unwrap(await api.post<Envelope<SubscriberRow>>('/new-subscriptions/members/create', body));

export function useCreateSubscriber(orgId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscriber,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: salesKeys.subscribers(orgId) });
      // A plan's count of active subscribers is unchanged by a pending one; no need to refetch plans.
    },
  });
}
