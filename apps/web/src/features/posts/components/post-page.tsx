import type { Post } from '@nethub/contract';
import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { NotAvailableNotice } from '@/components/not-available-notice';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { usePost } from '../api/get-post';
import { useLiveReactions } from '../api/live-reactions';
import { PostCard } from './post-card';
import { PostResponses } from './post-responses';

/** The feed the post belongs to: its group's, or the community's. */
const feedOf = (post: Post) =>
  post.group
    ? {
        href: paths.groups.detail.getHref(post.group._id, 'feed'),
        label: `${post.group.name} feed`,
      }
    : { href: paths.community.root.getHref(), label: 'Community feed' };

function PostView({ post }: { post: Post }) {
  const navigate = useNavigate();
  const feed = feedOf(post);
  useLiveReactions();
  return (
    <Stack gap="lg">
      <BackLink to={feed.href}>{feed.label}</BackLink>
      <PageTitle title={`Post by ${fullName(post.author)}`} />
      <PostCard post={post} linkToPage={false} onRemoved={() => void navigate(feed.href)} />
      <PostResponses post={post} />
    </Stack>
  );
}

/** One post and its responses; a post that is gone, or not mine to see, is not available. */
export function PostPage({ postId }: { postId: string }) {
  const post = usePost(postId);
  if (post.isPending) return <PageLoader inline label="Loading post" />;
  if (post.isError) {
    const status = getErrorStatus(post.error);
    if (status === 404 || status === 400 || status === 403) {
      return (
        <NotAvailableNotice
          title="Post not available"
          message="This post is not available."
          backTo={paths.community.root.getHref()}
          backLabel="Back to the community"
        />
      );
    }
    return (
      <Stack>
        <BackLink to={paths.community.root.getHref()}>Community feed</BackLink>
        <PageTitle title="Post" />
        <RetryAlert error={post.error} onRetry={() => void post.refetch()} />
      </Stack>
    );
  }
  return <PostView post={post.data} />;
}
