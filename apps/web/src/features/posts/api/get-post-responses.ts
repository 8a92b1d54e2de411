import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { ListResponse, PostResponse } from '@nethub/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { postDetailPath, postKeys } from './post-keys';

export type ResponsePages = InfiniteData<ListResponse<PostResponse>, number>;

export const getPostResponses = async (postId: string, page: number) =>
  unwrap(
    await api.get<Envelope<ListResponse<PostResponse>>>(`${postDetailPath(postId)}/responses`, {
      params: { page, offset: DEFAULT_PAGE_SIZE },
    }),
  );

/** Oldest first, like a conversation: "Load more" brings the later ones. */
export const postResponsesQueryOptions = (postId: string) =>
  infiniteQueryOptions({
    queryKey: postKeys.responses(postId),
    queryFn: ({ pageParam }) => getPostResponses(postId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

export const usePostResponses = (postId: string) =>
  useInfiniteQuery(postResponsesQueryOptions(postId));

/**
 * The rows of the loaded pages, each response once. A reply of mine is added at the end of
 * what is shown; when a later page brings it again, it stays at its place there.
 */
export const responseRows = (data: { pages: ListResponse<PostResponse>[] } | undefined) => {
  const rows = (data?.pages ?? []).flatMap((page) => page.rows);
  const lastIndex = new Map(rows.map((row, index) => [row._id, index]));
  return rows.filter((row, index) => lastIndex.get(row._id) === index);
};
