import type { Post } from '@nethub/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Badge } from '@/components/badge';
import { IconAffiliate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { paths } from '@/config/paths';
import { fullName, jobRole } from '@/lib/format';
import { TimeAgo } from './time-ago';

/** Who wrote the post, when, and in which group. */
export function PostAuthor({ post }: { post: Post }) {
  const { author, group } = post;
  const headline = author.headline || jobRole(author);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
      <MemberAvatar member={author} size={44} />
      <Stack gap={2} miw={0}>
        <Anchor
          component={Link}
          to={paths.profile.member.getHref(author._id)}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {fullName(author)}
          {post.isMine && ' (you)'}
        </Anchor>
        {headline && (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {headline}
          </Text>
        )}
        <Group gap="xs">
          <TimeAgo iso={post.createdAt} />
          {group && (
            // A chip, not a link in a sentence: the badge's fill marks it, no underline needed.
            <Anchor
              component={Link}
              to={paths.groups.detail.getHref(group._id, 'feed')}
              underline="never"
            >
              <Badge
                component="span"
                tone="info"
                leftSection={<IconAffiliate size={12} aria-hidden />}
                style={{ cursor: 'pointer' }}
              >
                {group.name}
              </Badge>
            </Anchor>
          )}
        </Group>
      </Stack>
    </Group>
  );
}
