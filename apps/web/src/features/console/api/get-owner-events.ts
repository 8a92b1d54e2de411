import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { EventList } from '@nethub/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { salesKeys, type EventScope } from './sales-keys';

/** GET /organization/{id}/events: my organisation's events, on sale or not; `past` the ended ones. */
export const getOwnerEvents = async (orgId: string, scope: EventScope, page: number) =>
  unwrap(
    await api.get<Envelope<EventList>>(`/organization/${encodeURIComponent(orgId)}/events`, {
      params: { past: scope === 'past' ? 'true' : undefined, page, offset: DEFAULT_PAGE_SIZE },
    }),
  );

export const ownerEventsQueryOptions = (orgId: string, scope: EventScope) =>
  pagedQueryOptions(
    salesKeys.eventList(orgId, scope),
    (page) => getOwnerEvents(orgId, scope, page),
    { keepPrevious: true },
  );

export const useOwnerEvents = (orgId: string, scope: EventScope) =>
  useInfiniteQuery(ownerEventsQueryOptions(orgId, scope));
