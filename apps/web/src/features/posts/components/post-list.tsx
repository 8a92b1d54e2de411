import { Box, Stack, Text } from '@mantine/core';
import type { Ref } from 'react';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { feedRows } from '../api/post-cache';
import type { usePosts } from '../api/get-posts';
import { PostCard } from './post-card';

type PostListProps = {
  posts: ReturnType<typeof usePosts>;
  filtered: boolean;
  /** The top of the list, where "show new posts" brings the member. */
  ref: Ref<HTMLDivElement>;
};

export function PostList({ posts, filtered, ref }: PostListProps) {
  const rows = feedRows(posts.data);
  if (posts.isPending) return <PageLoader inline label="Loading posts" />;
  if (posts.isError) {
    return <RetryAlert error={posts.error} onRetry={() => void posts.refetch()} />;
  }
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      component="section"
      aria-label="Posts"
      aria-busy={posts.isPlaceholderData}
      style={{
        opacity: posts.isPlaceholderData ? 0.6 : 1,
        outline: 'none',
        // Brought into view below the sticky header, not under it.
        scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
      }}
    >
      {rows.length === 0 ? (
        <Text ta="center" py="xl" c="dimmed">
          {filtered
            ? 'No posts match these filters.'
            : 'No posts yet. Be the first to share something.'}
        </Text>
      ) : (
        <Stack gap="md">
          {rows.map((post) => (
            <PostCard key={post._id} post={post} />
          ))}
          <LoadMoreButton pages={posts} />
        </Stack>
      )}
    </Box>
  );
}
