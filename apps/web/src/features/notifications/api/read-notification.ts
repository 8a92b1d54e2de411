import type { NotificationCounts } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { markReadInCache } from './mark-read-in-cache';
import { notificationKeys } from './notification-keys';

export const readNotification = async (id: string) =>
  unwrap(
    await api.post<Envelope<NotificationCounts>>(
      `/notification/read-notification/${encodeURIComponent(id)}`,
    ),
  );

/** Marks one notification read; the answer carries the new counts. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    onSuccess: (counts, id) => {
      queryClient.setQueryData(notificationKeys.counts, counts);
      markReadInCache(queryClient, id);
    },
    onError: (error) => notify.error(getErrorMessage(error)),
  });
}
