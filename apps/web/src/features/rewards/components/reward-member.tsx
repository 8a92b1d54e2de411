import type { ProfileCard } from '@nethub/contract';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { fullName, initials } from '@/lib/format';

const roleText = (member: ProfileCard) =>
  [member.jobTitle, member.company].filter(Boolean).join(' at ');

type RewardMemberProps = {
  member: ProfileCard;
  /** What the member is to the reward: "Offered by", "Passed by"... */
  caption: string;
  size?: 'sm' | 'md';
};

/** A member beside a reward: photo (or initials) and name linking to the profile. */
export function RewardMember({ member, caption, size = 'md' }: RewardMemberProps) {
  const name = fullName(member);
  const role = size === 'md' ? roleText(member) : '';
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <Avatar
        src={member.avatarUrl}
        alt={name}
        // Initials only repeat the name beside them.
        aria-hidden={member.avatarUrl ? undefined : true}
        color="blue"
        radius="xl"
        size={size === 'md' ? 48 : 32}
      >
        {initials(member)}
      </Avatar>
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
          {name}
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
