import type { ChannelList } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { chatKeys, type UnreadScope } from './chat-keys';

/**
 * How many of my channels (top-level: a sub-group's unread shows under its group) have unread
 * messages: the size of the "unread only" list, read from a one-row page.
 */
export const getUnreadCount = async (scope: UnreadScope) =>
  unwrap(
    await api.get<Envelope<ChannelList>>('/chat/channel-time-token', {
      params: { type: scope, getUnread: 'true', page: 1, offset: 1 },
    }),
  ).totalRows;

/** Live messages keep it fresh; coming back to the tab refetches it anyway. */
export const unreadCountQueryOptions = (scope: UnreadScope) =>
  queryOptions({
    queryKey: chatKeys.unreadOf(scope),
    queryFn: () => getUnreadCount(scope),
    refetchOnWindowFocus: 'always',
  });

export const useUnreadCount = (scope: UnreadScope, { enabled = true } = {}) =>
  useQuery({ ...unreadCountQueryOptions(scope), enabled });
