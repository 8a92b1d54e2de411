import { NOTIFICATIONS_PAGE_SIZE } from '@nethub/contract/constants';

export type NotificationScope = 'personal' | 'group';

/** The filters of the notifications page. */
export type NotificationsFilters = { scope: NotificationScope; unreadOnly: boolean };

export const notificationKeys = {
  all: ['notifications'] as const,
  counts: ['notifications', 'counts'] as const,
  /** Every list of notifications: the header's latest and the page's. */
  lists: ['notifications', 'list'] as const,
  latest: ['notifications', 'list', 'latest'] as const,
  pages: ['notifications', 'list', 'pages'] as const,
  page: (filters: NotificationsFilters) => ['notifications', 'list', 'pages', filters] as const,
};

/** Query parameters of a page of the list; absent `unread` means read and unread alike. */
export const notificationListParams = (filters: NotificationsFilters, page: number) => ({
  scope: filters.scope,
  unread: filters.unreadOnly ? 'true' : undefined,
  page,
  offset: NOTIFICATIONS_PAGE_SIZE,
});
