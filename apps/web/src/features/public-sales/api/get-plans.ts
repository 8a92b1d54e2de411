import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { PlanCard, PlanCardList } from '@nethub/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { salesKeys } from './sales-keys';

export const getPlans = async (groupId: string, textSearch: string, page: number) =>
  unwrap(
    await api.get<Envelope<PlanCardList>>('/public/subscriptions', {
      params: {
        groupId: groupId || undefined,
        textSearch: textSearch || undefined,
        page,
        offset: DEFAULT_PAGE_SIZE,
      },
    }),
  );

/** The plans on sale; "Load more" appends a page, a new search starts again from page 1. */
export const usePlans = (groupId: string, textSearch: string) =>
  useInfiniteQuery(
    pagedQueryOptions(
      salesKeys.plans(groupId, textSearch),
      (page) => getPlans(groupId, textSearch, page),
      { keepPrevious: true, dropWhenLeft: true },
    ),
  );

/** NOT_FOUND (404) when the plan does not exist or is not on sale. */
export const getPlan = async (id: string) =>
  unwrap(await api.get<Envelope<PlanCard>>(`/public/subscriptions/${encodeURIComponent(id)}`));

export const usePlan = (id: string) =>
  useQuery({ queryKey: salesKeys.plan(id), queryFn: () => getPlan(id), enabled: !!id });
