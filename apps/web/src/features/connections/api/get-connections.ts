import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { ConnectionRow, ListResponse } from '@nethub/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { memberFilterParams } from '@/lib/member-filters';
import { connectionKeys, type ConnectionsFilters } from './connection-keys';

export const getConnections = async (filters: ConnectionsFilters, page: number) => {
  const { status, sort, order, bookmarkedOnly } = filters;
  const params = {
    ...memberFilterParams(filters),
    status,
    sort,
    order,
    // Absent means every row; the "Bookmarked" filter asks for bookmarked ones only.
    bookmark: bookmarkedOnly ? 'true' : undefined,
    page,
    offset: DEFAULT_PAGE_SIZE,
  };
  return unwrap(await api.get<Envelope<ListResponse<ConnectionRow>>>('/connections', { params }));
};

/** A new tab, filter, sort or bookmark choice is a new list from page 1 (spec §4 paging). */
export const connectionsQueryOptions = (filters: ConnectionsFilters) =>
  infiniteQueryOptions({
    queryKey: connectionKeys.list(filters),
    queryFn: ({ pageParam }) => getConnections(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    // A list left behind is dropped: coming back to the same filters starts again at page 1.
    gcTime: 0,
  });

export const useConnections = (filters: ConnectionsFilters) =>
  useInfiniteQuery(connectionsQueryOptions(filters));
