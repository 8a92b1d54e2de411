import type { GroupDetail } from '@nethub/contract';
import { Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { PageTitle } from '@/components/page-title';
import { AverageRating } from './average-rating';
import { GroupActions } from './group-actions';
import { GroupBackLink } from './group-back-link';
import { memberCountText } from './group-text';
import { StandingBadge } from './standing-badge';

/** The group's name and organisation, its figures, my standing and what I can do. */
export function GroupHeader({ group }: { group: GroupDetail }) {
  return (
    <Stack gap="sm">
      <GroupBackLink parentId={group.parentId} />
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle title={group.name} description={group.organization.name} />
        <GroupActions group={group} />
      </Group>
      <Group gap="md">
        <StandingBadge me={group.me} />
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{memberCountText(group.memberCount)}</Text>
        </Group>
        <AverageRating average={group.averageRating} count={group.reviewCount} size="md" />
      </Group>
    </Stack>
  );
}
