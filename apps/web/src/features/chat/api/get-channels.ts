import { CHAT_LIST_SIZE, MAX_PAGE_SIZE } from '@nethub/contract/constants';
import type { ChannelList, ChannelListQuery } from '@nethub/contract';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { chatKeys, type SidebarType } from './chat-keys';

export const getChannels = async (query: ChannelListQuery) =>
  unwrap(await api.get<Envelope<ChannelList>>('/chat/channel-time-token', { params: query }));

/**
 * A tab's channels, most recent activity first; "Load more" appends the next page. Live
 * messages update the pages held (they move a channel to the top), so the list is kept.
 */
export const channelsQueryOptions = (type: SidebarType) =>
  infiniteQueryOptions({
    queryKey: chatKeys.sidebar(type),
    queryFn: ({ pageParam }) =>
      getChannels({ type, page: pageParam, offset: CHAT_LIST_SIZE.SIDEBAR }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export const useChannels = (type: SidebarType) => useInfiniteQuery(channelsQueryOptions(type));

/** The header's short list: the latest conversations of every kind. */
export const headerChannelsQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.header,
    queryFn: () => getChannels({ type: 'all', position: 'HEADER', page: 1 }),
  });

export const useHeaderChannels = () => useQuery(headerChannelsQueryOptions());

/** Every channel I am in, sub-groups included: what the live connection subscribes to. */
export async function getAllChannelNames() {
  const names: string[] = [];
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const list = await getChannels({ type: 'all', page, offset: MAX_PAGE_SIZE });
    totalPages = list.totalPages;
    for (const row of list.rows)
      names.push(row.channel, ...row.subgroups.map((subgroup) => subgroup.channel));
  }
  return names;
}
