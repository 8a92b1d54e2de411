import type { PostFeed } from '@nethub/contract';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import type { PostPages } from './post-cache';
import { feedParams, feedPath, postKeys, type PostFilters } from './post-keys';

/** GROUP_MEMBERS_ONLY (403) on the feed of a group I am not in. */
export const getPosts = async (groupId: string | undefined, filters: PostFilters, page: number) =>
  unwrap(
    await api.get<Envelope<PostFeed>>(feedPath(groupId), {
      params: feedParams(filters, page),
    }),
  );

/**
 * Newest first. Spec §4 paging: "Load more" appends the next page while more exist (`totalPages`
 * never hides a next page: past the server's exact-count window it is an estimate, floored at
 * the rows known to exist); a new filter is a new list from page 1.
 */
export const postsQueryOptions = (groupId: string | undefined, filters: PostFilters) =>
  infiniteQueryOptions({
    queryKey: postKeys.feed(groupId, filters),
    queryFn: ({ pageParam }) => getPosts(groupId, filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
    // A list left behind is dropped: coming back to the same filters starts again at page 1.
    gcTime: 0,
  });

export const usePosts = (groupId: string | undefined, filters: PostFilters) =>
  useInfiniteQuery(postsQueryOptions(groupId, filters));

/** Loads the feed again from its first page only (the pages after it are dropped). */
export function useReloadFirstPage(groupId: string | undefined, filters: PostFilters) {
  const queryClient = useQueryClient();
  return () => {
    const queryKey = postKeys.feed(groupId, filters);
    queryClient.setQueryData<PostPages>(
      queryKey,
      (data) => data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) },
    );
    return queryClient.refetchQueries({ queryKey, exact: true });
  };
}
