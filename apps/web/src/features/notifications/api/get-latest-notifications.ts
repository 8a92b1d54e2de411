import { HEADER_NOTIFICATIONS_SIZE } from '@nethub/contract/constants';
import type { NotificationList } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** The header's short list: the latest notifications, personal and group, read or not. */
export const getLatestNotifications = async () =>
  unwrap(
    await api.get<Envelope<NotificationList>>('/notification', {
      params: { scope: 'all', page: 1, offset: HEADER_NOTIFICATIONS_SIZE },
    }),
  );

export const latestNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationKeys.latest, queryFn: getLatestNotifications });

export const useLatestNotifications = () => useQuery(latestNotificationsQueryOptions());
