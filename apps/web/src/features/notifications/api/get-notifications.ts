import type { NotificationList } from '@nethub/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import {
  notificationKeys,
  notificationListParams,
  type NotificationsFilters,
} from './notification-keys';

export const getNotifications = async (filters: NotificationsFilters, page: number) =>
  unwrap(
    await api.get<Envelope<NotificationList>>('/notification', {
      params: notificationListParams(filters, page),
    }),
  );

/** Spec §4 paging: "Load more" appends the next page; a new tab or filter starts at page 1. */
export const notificationsQueryOptions = (filters: NotificationsFilters) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.page(filters),
    queryFn: ({ pageParam }) => getNotifications(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    // A list left behind is dropped: coming back to the same filters starts again at page 1.
    gcTime: 0,
  });

export const useNotifications = (filters: NotificationsFilters) =>
  useInfiniteQuery(notificationsQueryOptions(filters));
