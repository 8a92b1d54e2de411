import { ErrorCode } from '@nethub/contract/constants';
import { Box, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { hasErrorCode } from '@/lib/errors';
import { useNewPostsCheck } from '../api/check-new-posts';
import { useLiveReactions } from '../api/live-reactions';
import { usePosts, useReloadFirstPage } from '../api/get-posts';
import { NewPostsBanner } from './new-posts-banner';
import { PostComposer } from './post-composer';
import { PostFilters, usePostFilters, type PostFilterValues } from './post-filters';
import { PostList } from './post-list';

const now = () => new Date().toISOString();

type PostFeedProps = {
  /** A group's feed; without it, the community feed. */
  networkDirectoryId?: string;
};

/** A feed: the composer, filters, a banner when others have posted, and the posts. */
export function PostFeed({ networkDirectoryId }: PostFeedProps) {
  const { values, setValues, filters, filtered } = usePostFilters();
  const posts = usePosts(networkDirectoryId, filters);
  // When the list shown was loaded: newer posts by others are announced by the banner.
  const [loadedAt, setLoadedAt] = useState(now);
  const check = useNewPostsCheck(networkDirectoryId, loadedAt, posts.isSuccess);
  const reloadFirstPage = useReloadFirstPage(networkDirectoryId, filters);
  const listRef = useRef<HTMLDivElement>(null);
  useLiveReactions();

  const handleFiltersChange = (next: PostFilterValues) => {
    setValues(next);
    setLoadedAt(now());
  };

  const handleShowNew = () => {
    setLoadedAt(now());
    void reloadFirstPage();
    listRef.current?.scrollIntoView({ block: 'start' });
    // The banner's button goes away: the focus moves to the list it brought up to date.
    listRef.current?.focus({ preventScroll: true });
  };

  if (posts.isError && hasErrorCode(posts.error, ErrorCode.GROUP_MEMBERS_ONLY)) {
    return <Text py="xl">Join this group to see its feed.</Text>;
  }
  return (
    <Stack gap="lg">
      <PostComposer networkDirectoryId={networkDirectoryId} />
      <Box component="section" aria-label="Filters">
        <PostFilters
          values={values}
          onChange={handleFiltersChange}
          networkDirectoryId={networkDirectoryId}
        />
      </Box>
      <Stack gap="sm">
        <NewPostsBanner check={check.data} onShow={handleShowNew} />
        <PostList posts={posts} filtered={filtered} ref={listRef} />
      </Stack>
    </Stack>
  );
}
