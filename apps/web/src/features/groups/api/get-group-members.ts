import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { GroupMember, ListResponse } from '@nethub/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { memberFilterParams, type MemberFilters } from '@/lib/member-filters';
import { groupKeys, nextPage } from './group-keys';

/** GROUP_MEMBERS_ONLY (403) for anyone outside the group. */
export const getGroupMembers = async (id: string, filters: MemberFilters, page: number) =>
  unwrap(
    await api.get<Envelope<ListResponse<GroupMember>>>(
      `/network-directory/${encodeURIComponent(id)}/members`,
      { params: { ...memberFilterParams(filters), page, offset: DEFAULT_PAGE_SIZE } },
    ),
  );

export const groupMembersQueryOptions = (id: string, filters: MemberFilters) =>
  infiniteQueryOptions({
    queryKey: groupKeys.members(id, filters),
    queryFn: ({ pageParam }) => getGroupMembers(id, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    placeholderData: keepPreviousData,
    gcTime: 0,
  });

export const useGroupMembers = (id: string, filters: MemberFilters) =>
  useInfiniteQuery(groupMembersQueryOptions(id, filters));
