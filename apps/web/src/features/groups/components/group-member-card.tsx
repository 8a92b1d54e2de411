import type { GroupMember } from '@nethub/contract';
import { Group, Paper, Text } from '@mantine/core';
import { MemberSummary } from '@/components/member-summary';
import { useFormatters } from '@/lib/format';
import { GROUP_ROLE_LABEL } from '../group-constants';
import { Badge } from '@/components/badge';

const placeOf = (member: GroupMember) =>
  [member.location.region?.name, member.location.country?.name].filter(Boolean).join(', ');

/** One member of a group: who they are, where, since when, and "Owner" for those who run it. */
export function GroupMemberCard({ member }: { member: GroupMember }) {
  const format = useFormatters();
  const place = placeOf(member);
  return (
    <Paper withBorder p="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <MemberSummary member={member} caption={`Joined ${format.date(member.joinedAt)}`} />
        {member.role === 'OWNER' && (
          <Badge tone="accent" style={{ flexShrink: 0 }}>
            {GROUP_ROLE_LABEL.OWNER}
          </Badge>
        )}
      </Group>
      {place && (
        <Text size="sm" c="dimmed" mt="xs">
          {place}
        </Text>
      )}
    </Paper>
  );
}
