import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { GroupList } from '@nethub/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { memberFilterParams } from '@/lib/member-filters';
import { groupKeys, nextPage, type GroupFilters, type GroupScope } from './group-keys';

const SCOPE_URLS: Record<GroupScope, string> = {
  all: '/network-directory',
  joined: '/network-directory/status/joined',
  requested: '/network-directory/status/requested',
  owned: '/network-directory/owner/owned-network-directory',
};

/** Only the list of all groups is filtered; my own lists are short enough to read through. */
const scopeParams = (scope: GroupScope, filters: GroupFilters) =>
  scope === 'all'
    ? { ...memberFilterParams(filters), subscriptions: filters.subscriptions.join(',') }
    : {};

export const getGroups = async (scope: GroupScope, filters: GroupFilters, page: number) =>
  unwrap(
    await api.get<Envelope<GroupList>>(SCOPE_URLS[scope], {
      params: { ...scopeParams(scope, filters), page, offset: DEFAULT_PAGE_SIZE },
    }),
  );

/** Spec §4 paging: "Load more" appends the next page; new filters start again from page 1. */
export const groupsQueryOptions = (scope: GroupScope, filters: GroupFilters) =>
  infiniteQueryOptions({
    queryKey: groupKeys.list(scope, filters),
    queryFn: ({ pageParam }) => getGroups(scope, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    // A list left behind is dropped: coming back to the same filters starts again at page 1.
    gcTime: 0,
  });

export const useGroups = (scope: GroupScope, filters: GroupFilters) =>
  useInfiniteQuery(groupsQueryOptions(scope, filters));
