import type { ProfileCard } from '@nethub/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fullName, jobRole } from '@/lib/format';
import { MemberAvatar } from './member-avatar';

type MemberSummaryProps = {
  member: ProfileCard;
  /** What the member is to the item beside them: "From", "Given by", "Offered by"... */
  caption: string;
  /** The signed-in member: said in words, not only by the name. */
  isMe?: boolean;
  size?: 'sm' | 'md';
};

/** A member beside a lead or reward: photo (or initials) and name linking to the profile. */
export function MemberSummary({ member, caption, isMe = false, size = 'md' }: MemberSummaryProps) {
  const role = size === 'md' ? jobRole(member) : '';
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <MemberAvatar member={member} size={size === 'md' ? 48 : 32} />
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
        <Anchor
          component={Link}
          to={paths.profile.member.getHref(member._id)}
          size="sm"
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {fullName(member)}
          {isMe && ' (you)'}
        </Anchor>
        {role && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {role}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
