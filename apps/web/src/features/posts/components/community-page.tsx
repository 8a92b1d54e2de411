import { Stack } from '@mantine/core';
import { PageTitle } from '@/components/page-title';
import { PostFeed } from './post-feed';

/** The feed every member reads and writes to. */
export function CommunityPage() {
  return (
    <Stack gap="lg">
      <PageTitle title="Community" description="News, questions and ideas from Net Hub members." />
      <PostFeed />
    </Stack>
  );
}
