import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { ListResponse, SubscriberRow } from '@nethub/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { salesKeys, type SubscriberFilters } from './sales-keys';

/**
 * GET /new-subscriptions/members: the subscribers of my organisation's plans. The server knows
 * the organisation from the owner's session (the call takes no organisation id).
 */
export const getSubscribers = async (filters: SubscriberFilters, page: number) =>
  unwrap(
    await api.get<Envelope<ListResponse<SubscriberRow>>>('/new-subscriptions/members', {
      params: {
        planId: filters.planId,
        status: filters.status,
        textSearch: filters.textSearch,
        page,
        offset: DEFAULT_PAGE_SIZE,
      },
    }),
  );

/** Spec §4 paging: "Load more" appends; new filters start again from page 1. */
export const subscribersQueryOptions = (orgId: string, filters: SubscriberFilters) =>
  pagedQueryOptions(
    salesKeys.subscriberList(orgId, filters),
    (page) => getSubscribers(filters, page),
    { keepPrevious: true, dropWhenLeft: true },
  );

export const useSubscribers = (orgId: string, filters: SubscriberFilters) =>
  useInfiniteQuery(subscribersQueryOptions(orgId, filters));
