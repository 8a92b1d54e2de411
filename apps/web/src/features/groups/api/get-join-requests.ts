import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { JoinRequest, ListResponse } from '@nethub/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { groupKeys, nextPage } from './group-keys';

/** FORBIDDEN (403) for anyone but the group's owners. */
export const getJoinRequests = async (groupId: string, page: number) =>
  unwrap(
    await api.get<Envelope<ListResponse<JoinRequest>>>(
      `/network-directory/${encodeURIComponent(groupId)}/requests`,
      { params: { page, offset: DEFAULT_PAGE_SIZE } },
    ),
  );

export const joinRequestsQueryOptions = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.requests(groupId),
    queryFn: ({ pageParam }) => getJoinRequests(groupId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    gcTime: 0,
  });

export const useJoinRequests = (groupId: string) =>
  useInfiniteQuery(joinRequestsQueryOptions(groupId));
