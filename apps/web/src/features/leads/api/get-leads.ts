import type { Lead, ListResponse } from '@nethub/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys, leadListParams, type LeadsFilters } from './lead-keys';

export const getLeads = async (filters: LeadsFilters, page: number) =>
  unwrap(
    await api.get<Envelope<ListResponse<Lead>>>('/leads', {
      params: leadListParams(filters, page),
    }),
  );

/**
 * Spec §4 paging: "Load more" appends the next page while more exist; a new tab, stage, lead
 * type, bookmark choice or search is a new list from page 1.
 */
export const leadsQueryOptions = (filters: LeadsFilters) =>
  infiniteQueryOptions({
    queryKey: leadKeys.list(filters),
    queryFn: ({ pageParam }) => getLeads(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    // A list left behind is dropped: coming back to the same filters starts again at page 1.
    gcTime: 0,
  });

export const useLeads = (filters: LeadsFilters) => useInfiniteQuery(leadsQueryOptions(filters));
