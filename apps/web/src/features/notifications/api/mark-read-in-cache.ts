import type { Notification, NotificationList } from '@nethub/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from './notification-keys';

/**
 * Shows notifications as read in every list held, without fetching them again: `id` only, or
 * all of them. (Under "Unread only" they stay in view until the list is next loaded.)
 */
export function markReadInCache(queryClient: QueryClient, id?: string) {
  const readAt = new Date().toISOString();
  const markRow = (row: Notification) =>
    row.readAt || (id !== undefined && row._id !== id) ? row : { ...row, readAt };
  const markList = (list: NotificationList) => ({ ...list, rows: list.rows.map(markRow) });

  queryClient.setQueryData<NotificationList>(
    notificationKeys.latest,
    (list) => list && markList(list),
  );
  queryClient.setQueriesData<InfiniteData<NotificationList>>(
    { queryKey: notificationKeys.pages },
    (data) => data && { ...data, pages: data.pages.map(markList) },
  );
}
