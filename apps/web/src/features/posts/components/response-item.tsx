import type { PostResponse } from '@nethub/contract';
import { Anchor, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { paths } from '@/config/paths';
import { ReportMenu } from '@/features/reports';
import { useCurrentUser } from '@/lib/auth';
import { fullName } from '@/lib/format';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useReactToResponse } from '../api/react';
import { MentionText } from './mention-text';
import { ReactionControl } from './reaction-control';
import { TimeAgo } from './time-ago';

/** One response under a post: who wrote it, when, and what; others may report it. */
export function ResponseItem({ postId, response }: { postId: string; response: PostResponse }) {
  const { author } = response;
  const me = useCurrentUser();
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
          {author._id !== me._id && (
            <Group ml="auto">
              <ReportMenu
                kind="response"
                targetId={response._id}
                label={`Options for the response of ${fullName(author)}`}
              />
            </Group>
          )}
        </Group>
        <MentionText text={response.content} mentions={response.mentions} />
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
