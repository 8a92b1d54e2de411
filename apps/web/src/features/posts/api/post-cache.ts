import type { ListResponse, Post, PostFeed, PostResponse } from '@nethub/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { ResponsePages } from './get-post-responses';
import { postKeys } from './post-keys';

export type PostPages = InfiniteData<PostFeed, number>;

const mapPages = (data: PostPages | undefined, change: (rows: Post[]) => Post[]) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({ ...page, rows: change(page.rows) })),
  };

/** Puts the server's copy of a post in every feed and on its own page. */
export function replacePost(queryClient: QueryClient, post: Post) {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists }, (data) =>
    mapPages(data, (rows) => rows.map((row) => (row._id === post._id ? post : row))),
  );
  queryClient.setQueryData<Post>(postKeys.detail(post._id), (old) => old && post);
}

/** Changes one post wherever it is shown. */
export function patchPost(queryClient: QueryClient, id: string, change: (post: Post) => Post) {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists }, (data) =>
    mapPages(data, (rows) => rows.map((row) => (row._id === id ? change(row) : row))),
  );
  queryClient.setQueryData<Post>(postKeys.detail(id), (old) => old && change(old));
}

/** Changes one response in its post's loaded pages. */
export function patchResponse(
  queryClient: QueryClient,
  postId: string,
  id: string,
  change: (response: PostResponse) => PostResponse,
) {
  queryClient.setQueryData<ResponsePages>(postKeys.responses(postId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            rows: page.rows.map((row) => (row._id === id ? change(row) : row)),
          })),
        }
      : data,
  );
}

/** A removed post leaves every feed at once. */
export function dropPost(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.lists }, (data) =>
    mapPages(data, (rows) => rows.filter((row) => row._id !== id)),
  );
}

/** A new post goes on top of its feed, whatever the filters, so its author sees it published. */
export function prependPost(queryClient: QueryClient, groupId: string | undefined, post: Post) {
  queryClient.setQueriesData<PostPages>({ queryKey: postKeys.feeds(groupId) }, (data) => {
    const [first, ...rest] = data?.pages ?? [];
    if (!data || !first) return data;
    return {
      ...data,
      pages: [{ ...first, rows: [post, ...first.rows], totalRows: first.totalRows + 1 }, ...rest],
    };
  });
}

/**
 * The rows of the loaded pages, each post once: a post added on top pushes the others down, so
 * the next page may repeat the last one already shown.
 */
export const feedRows = (data: { pages: ListResponse<Post>[] } | undefined) => {
  const seen = new Set<string>();
  return (data?.pages ?? [])
    .flatMap((page) => page.rows)
    .filter((post) => {
      if (seen.has(post._id)) return false;
      seen.add(post._id);
      return true;
    });
};
