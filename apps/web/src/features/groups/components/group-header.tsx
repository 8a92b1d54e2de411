import type { GroupDetail } from '@nethub/contract';
import { Box, Group, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { GroupCover, OrganizationLogo } from '@/components/group-banner';
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
      {group.coverUrl && (
        <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
          <GroupCover url={group.coverUrl} height={140} />
        </Box>
      )}
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" miw={0}>
          <OrganizationLogo organization={group.organization} size={48} />
          <PageTitle title={group.name} description={group.organization.name} />
        </Group>
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
