import type { GroupDetail } from '@nethub/contract';
import { Alert, Anchor, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailList, type Detail } from '@/components/detail-list';
import { MemberSummary } from '@/components/member-summary';
import { PlainText } from '@/components/plain-text';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { GroupPlans } from '@/features/subscriptions';
import { GROUP_ROLE_LABEL, GROUP_TEXT } from '../group-constants';
import { memberCountText } from './group-text';
import { Badge } from '@/components/badge';

function groupDetails(group: GroupDetail): Detail[] {
  const none = 'Not set';
  return [
    { label: 'Organisation', value: group.organization.name },
    { label: 'Country', value: group.country?.name ?? none },
    { label: 'Regions', value: group.regions.map((region) => region.name).join(', ') || none },
    {
      label: 'Sectors',
      value: group.sectors.length ? (
        <Group gap={6} component="span">
          {group.sectors.map((sector) => (
            <Badge key={sector._id} component="span" tone="info">
              {sector.name}
            </Badge>
          ))}
        </Group>
      ) : (
        none
      ),
    },
  ];
}

/** The first members, for those inside the group, with a way to the whole list. */
function MembersPreview({ group }: { group: GroupDetail }) {
  if (!group.members?.length) return null;
  return (
    <SectionCard title="Members">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {group.members.map((member) => (
          <MemberSummary
            key={member._id}
            member={member}
            caption={GROUP_ROLE_LABEL[member.role]}
            size="sm"
          />
        ))}
      </SimpleGrid>
      <Anchor component={Link} to={paths.groups.detail.getHref(group._id, 'members')} size="sm">
        See all {memberCountText(group.memberCount)}
      </Anchor>
    </SectionCard>
  );
}

/**
 * What the group is about and the subscriptions it sells: open to everyone; members also see
 * who is in it.
 */
export function GroupAbout({ group }: { group: GroupDetail }) {
  const inside = group.members !== null;
  return (
    <Stack gap="lg">
      {!inside && (
        <Alert color="blue" icon={<IconLock aria-hidden />}>
          {group.parentId ? GROUP_TEXT.subgroupMembersOnly : GROUP_TEXT.membersOnly}
        </Alert>
      )}
      <SectionCard title="About this group">
        {group.description ? (
          <PlainText text={group.description} />
        ) : (
          <Text c="dimmed">No description yet.</Text>
        )}
        <DetailList items={groupDetails(group)} />
      </SectionCard>
      <GroupPlans
        groupId={group._id}
        plans={group.subscriptions}
        canSubscribe={group.me.role !== 'OWNER'}
      />
      <MembersPreview group={group} />
    </Stack>
  );
}
