import { lazy, Suspense } from 'react';
import { PageLoader } from '@/components/page-loader';

// The feed and its composer are a chunk of their own, loaded when a member opens the tab.
const PostFeed = lazy(() =>
  import('@/features/posts').then((module) => ({ default: module.PostFeed })),
);

/** The group's feed: its members' posts, and a composer to write one. */
export function GroupFeed({ groupId }: { groupId: string }) {
  return (
    <Suspense fallback={<PageLoader inline label="Loading the feed" />}>
      <PostFeed networkDirectoryId={groupId} />
    </Suspense>
  );
}
