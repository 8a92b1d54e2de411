import type { PostResponse } from '@nethub/contract';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { PlainText } from '@/components/plain-text';
import { paths } from '@/config/paths';
import { fullName } from '@/lib/format';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useReactToResponse } from '../api/react';
import { ReactionControl } from './reaction-control';
import { TimeAgo } from './time-ago';

/** One response under a post: who wrote it, when, and what. */
export function ResponseItem({ postId, response }: { postId: string; response: PostResponse }) {
  const { author } = response;
  const react = useReactToResponse(postId);
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <MemberAvatar member={author} size={36} />
      <Stack gap={4} miw={0} style={{ flex: 1 }}>
        <Group gap="xs">
          <Anchor
            component={Link}
            to={paths.profile.member.getHref(author._id)}
            size="sm"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {fullName(author)}
          </Anchor>
          <TimeAgo iso={response.createdAt} />
        </Group>
        <PlainText text={response.content} />
        <ReactionControl
          reactions={response.reactions}
          subject={`${fullName(author)}'s response`}
          pending={react.isPending}
          onReact={(emoji) =>
            react.mutate(
              { id: response._id, emoji },
              { onError: (error) => notify.error(getErrorMessage(error)) },
            )
          }
        />
      </Stack>
    </Group>
  );
}
