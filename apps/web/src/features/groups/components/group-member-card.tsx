import type { GroupMember } from '@nethub/contract';
import { Text } from '@mantine/core';
import { Badge } from '@/components/badge';
import { MemberCard } from '@/components/member-card';
import { useFormatters } from '@/lib/format';
import { GROUP_ROLE_LABEL } from '../group-constants';

/** One member of a group: who they are, where, since when, and "Owner" for those who run it. */
export function GroupMemberCard({ member }: { member: GroupMember }) {
  const format = useFormatters();
  return (
    <MemberCard
      component="li"
      member={member}
      nameId={`group-member-${member._id}`}
      badge={member.role === 'OWNER' && <Badge tone="accent">{GROUP_ROLE_LABEL.OWNER}</Badge>}
    >
      <Text size="sm" c="dimmed">
        Joined {format.date(member.joinedAt)}
      </Text>
    </MemberCard>
  );
}
