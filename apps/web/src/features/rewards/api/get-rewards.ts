import type { ListResponse, Reward } from '@nethub/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { rewardKeys, rewardListParams, type RewardsFilters } from './reward-keys';

/** Newest first. */
export const getRewards = async (filters: RewardsFilters, page: number) =>
  unwrap(
    await api.get<Envelope<ListResponse<Reward>>>('/rewards', {
      params: rewardListParams(filters, page),
    }),
  );

/** "Load more" appends the next page while more exist; another tab starts again at page 1. */
export const rewardsQueryOptions = (filters: RewardsFilters) =>
  infiniteQueryOptions({
    queryKey: rewardKeys.list(filters),
    queryFn: ({ pageParam }) => getRewards(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    gcTime: 0,
  });

export const useRewards = (filters: RewardsFilters) =>
  useInfiniteQuery(rewardsQueryOptions(filters));
