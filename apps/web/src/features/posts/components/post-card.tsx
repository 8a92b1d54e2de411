import type { Post } from '@nethub/contract';
import { Anchor, Group, Paper, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useReactToPost } from '../api/react';
import { PostAuthor } from './post-author';
import { PostBookmarkToggle } from './post-bookmark-toggle';
import { MentionText } from './mention-text';
import { PostMedia } from './post-media';
import { PostMenu } from './post-menu';
import { ReactionControl } from './reaction-control';

export const responsesLabel = (count: number) =>
  `${count} ${count === 1 ? 'response' : 'responses'}`;

type PostCardProps = {
  post: Post;
  /** The feed links to the post's page and its responses; the page itself does not. */
  linkToPage?: boolean;
  onRemoved?: () => void;
};

export function PostCard({ post, linkToPage = true, onRemoved }: PostCardProps) {
  const react = useReactToPost();
  return (
    <Paper withBorder p="md" component="article" aria-label={`Post by ${fullName(post.author)}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <PostAuthor post={post} />
          <Group gap={4} wrap="nowrap">
            <PostBookmarkToggle post={post} />
            <PostMenu post={post} onRemoved={onRemoved} />
          </Group>
        </Group>
        {post.content && <MentionText text={post.content} mentions={post.mentions} />}
        {post.media.length > 0 && <PostMedia media={post.media} />}
        <Group justify="space-between" gap="sm">
          <ReactionControl
            reactions={post.reactions}
            subject={`${fullName(post.author)}'s post`}
            pending={react.isPending}
            onReact={(emoji) =>
              react.mutate(
                { id: post._id, emoji },
                { onError: (error) => notify.error(getErrorMessage(error)) },
              )
            }
          />
          {linkToPage && (
            <Anchor component={Link} to={paths.community.post.getHref(post._id)} size="sm">
              <Group gap={4} component="span">
                <IconMessageCircle size={16} aria-hidden />
                {responsesLabel(post.responseCount)}
              </Group>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
