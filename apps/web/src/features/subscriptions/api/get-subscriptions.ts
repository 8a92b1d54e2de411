import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@nethub/contract/constants';
import type { SubscriptionOfferList } from '@nethub/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { subscriptionKeys, type SubscriptionListParams } from './subscription-keys';

/** `own`: the plans I subscribe to (any status); `live`: the plans on sale. */
export const getSubscriptions = async (
  params: SubscriptionListParams,
  page: number,
  offset = DEFAULT_PAGE_SIZE,
) =>
  unwrap(
    await api.get<Envelope<SubscriptionOfferList>>('/new-subscriptions', {
      params: { ...params, page, offset },
    }),
  );

/** Spec §4 paging: "Load more" appends the next page; new filters start again from page 1. */
export const subscriptionsQueryOptions = (params: SubscriptionListParams) =>
  pagedQueryOptions(subscriptionKeys.list(params), (page) => getSubscriptions(params, page), {
    keepPrevious: true,
    dropWhenLeft: true,
  });

export const useSubscriptions = (params: SubscriptionListParams) =>
  useInfiniteQuery(subscriptionsQueryOptions(params));

/** My subscriptions to one group's plans, to mark the plans I hold on the group's page. */
export const groupSubscriptionsQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.groupPlans(groupId),
    queryFn: async () => (await getSubscriptions({ type: 'own', groupId }, 1, MAX_PAGE_SIZE)).rows,
  });

export const useMyGroupSubscriptions = (groupId: string, { enabled = true } = {}) =>
  useQuery({ ...groupSubscriptionsQueryOptions(groupId), enabled });
