import type { ProfileCard } from '@nethub/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { paths } from '@/config/paths';
import { fullName, jobRole } from '@/lib/format';

const locationText = (member: ProfileCard) =>
  [member.location.region?.name, member.location.country?.name].filter(Boolean).join(', ');

type MemberIdentityProps = {
  member: ProfileCard;
  /** The id of the name, so the card or row around it can be labelled by it. */
  nameId: string;
};

/** Photo (or initials), name linking to the profile, headline, role and location. */
export function MemberIdentity({ member, nameId }: MemberIdentityProps) {
  const name = fullName(member);
  const role = jobRole(member);
  const location = locationText(member);
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" miw={0}>
      <MemberAvatar member={member} size={56} />
      <Stack gap={2} miw={0}>
        <Anchor
          component={Link}
          to={paths.profile.member.getHref(member._id)}
          id={nameId}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {name}
        </Anchor>
        {member.headline && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {member.headline}
          </Text>
        )}
        {role && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {role}
          </Text>
        )}
        {location && (
          <Text size="sm" c="dimmed">
            {location}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
