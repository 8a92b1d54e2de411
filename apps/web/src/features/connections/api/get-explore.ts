import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { ExploreList } from '@nethub/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { memberFilterParams, type MemberFilters } from '@/lib/member-filters';
import { connectionKeys } from './connection-keys';

export const getExplore = async (filters: MemberFilters, page: number) => {
  const params = { ...memberFilterParams(filters), page, offset: DEFAULT_PAGE_SIZE };
  return unwrap(await api.get<Envelope<ExploreList>>('/connections/explore', { params }));
};

/** "Load more" appends the next page; new filters start again from page 1 (spec §4 paging). */
export const exploreQueryOptions = (filters: MemberFilters) =>
  infiniteQueryOptions({
    queryKey: connectionKeys.explore(filters),
    queryFn: ({ pageParam }) => getExplore(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    // A list left behind is dropped: coming back to the same filters starts again at page 1.
    gcTime: 0,
  });

export const useExplore = (filters: MemberFilters) =>
  useInfiniteQuery(exploreQueryOptions(filters));
