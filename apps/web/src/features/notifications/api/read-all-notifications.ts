import { NOTIFICATION_MESSAGES } from '@nethub/contract/constants';
import type { NotificationCounts } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { markReadInCache } from './mark-read-in-cache';
import { notificationKeys } from './notification-keys';

/** Every notification of the member, personal and group, is read. */
export const readAllNotifications = async () =>
  unwrap(await api.post<Envelope<NotificationCounts>>('/notification/read-all-notification', {}));

export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readAllNotifications,
    onSuccess: (counts) => {
      queryClient.setQueryData(notificationKeys.counts, counts);
      markReadInCache(queryClient);
      notify.success(NOTIFICATION_MESSAGES.allRead);
    },
    onError: (error) => notify.error(getErrorMessage(error)),
  });
}
