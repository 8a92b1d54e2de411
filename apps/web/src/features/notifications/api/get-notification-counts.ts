import type { NotificationCounts } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export const getNotificationCounts = async () =>
  unwrap(await api.get<Envelope<NotificationCounts>>('/notification/count-notification'));

/**
 * The live connection keeps the counts fresh; coming back to the tab refetches them anyway, in
 * case it was down meanwhile.
 */
export const notificationCountsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.counts,
    queryFn: getNotificationCounts,
    refetchOnWindowFocus: 'always',
  });

export const useNotificationCounts = () => useQuery(notificationCountsQueryOptions());

/** Unread personal and group notifications together, as the header shows them. */
export const unreadTotal = (counts: NotificationCounts) =>
  counts.countUnreadNotification + counts.countUnreadGroupNotification;
