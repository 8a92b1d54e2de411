import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@nethub/contract/constants';
import type { ListResponse, OwnerPlan } from '@nethub/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { salesKeys } from './sales-keys';

/** GET /organization/{id}/plans: my organisation's plans, on sale or not; `groupId` narrows. */
export const getOwnerPlans = async (
  orgId: string,
  query: { groupId?: string; page: number; offset: number },
) =>
  unwrap(
    await api.get<Envelope<ListResponse<OwnerPlan>>>(
      `/organization/${encodeURIComponent(orgId)}/plans`,
      { params: query },
    ),
  );

/** Spec §4 paging: "Load more" appends the next page; another group starts again at page 1. */
export const ownerPlansQueryOptions = (orgId: string, groupId: string) =>
  pagedQueryOptions(
    salesKeys.planList(orgId, groupId),
    (page) =>
      getOwnerPlans(orgId, { groupId: groupId || undefined, page, offset: DEFAULT_PAGE_SIZE }),
    { keepPrevious: true },
  );

export const useOwnerPlans = (orgId: string, groupId: string) =>
  useInfiniteQuery(ownerPlansQueryOptions(orgId, groupId));

/** Every plan at once (the first page of the largest size): what the plan pickers offer. */
export const allPlansQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: salesKeys.allPlans(orgId),
    queryFn: () => getOwnerPlans(orgId, { page: 1, offset: MAX_PAGE_SIZE }),
    select: (list) => list.rows,
  });

export const useAllPlans = (orgId: string) => useQuery(allPlansQueryOptions(orgId));
