import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { GroupReviewList } from '@nethub/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { groupKeys, nextPage } from './group-keys';

/** Newest first, with the group's average, its review count, my review and whether I may write one. */
export const getGroupReviews = async (groupId: string, page: number) =>
  unwrap(
    await api.get<Envelope<GroupReviewList>>(
      `/reviews/network-directory/${encodeURIComponent(groupId)}`,
      { params: { page, offset: DEFAULT_PAGE_SIZE } },
    ),
  );

export const groupReviewsQueryOptions = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.reviews(groupId),
    queryFn: ({ pageParam }) => getGroupReviews(groupId, pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

export const useGroupReviews = (groupId: string) =>
  useInfiniteQuery(groupReviewsQueryOptions(groupId));
