import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { EventList } from '@nethub/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { ticketKeys } from '@/lib/tickets';

/** A group's upcoming events on sale, soonest first. */
export const getGroupEvents = async (groupId: string, page: number) =>
  unwrap(
    await api.get<Envelope<EventList>>('/events', {
      params: { groupId, page, offset: DEFAULT_PAGE_SIZE },
    }),
  );

export const groupEventsQueryOptions = (groupId: string) =>
  pagedQueryOptions(ticketKeys.groupEvents(groupId), (page) => getGroupEvents(groupId, page));

export const useGroupEvents = (groupId: string) =>
  useInfiniteQuery(groupEventsQueryOptions(groupId));
