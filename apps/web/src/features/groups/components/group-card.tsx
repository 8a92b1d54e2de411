import type { GroupSummary } from '@nethub/contract';
import { Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GroupCover, OrganizationLogo } from '@/components/group-banner';
import { paths } from '@/config/paths';
import { AverageRating } from './average-rating';
import { groupPlace, memberCountText } from './group-text';
import { JoinGroupButton } from './join-group-button';
import { StandingBadge } from './standing-badge';
import { Badge } from '@/components/badge';

/** One group of a list: what it is, where, its sectors, size and rating, and my standing. */
export function GroupCard({ group }: { group: GroupSummary }) {
  const nameId = `group-${group._id}`;
  const place = groupPlace(group);
  return (
    <Paper
      withBorder
      component="article"
      aria-labelledby={nameId}
      style={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <GroupCover url={group.coverUrl} height={56} />
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0} align="flex-start">
            <OrganizationLogo organization={group.organization} size={40} />
            <Stack gap={2} miw={0}>
              <Anchor
                component={Link}
                to={paths.groups.detail.getHref(group._id)}
                id={nameId}
                fw={600}
                style={{ overflowWrap: 'anywhere' }}
              >
                {group.name}
              </Anchor>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                <VisuallyHidden>Organisation: </VisuallyHidden>
                {group.organization.name}
              </Text>
            </Stack>
          </Group>
          <StandingBadge me={group.me} />
        </Group>
        {group.description && (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {group.description}
          </Text>
        )}
        {place && (
          <Text size="sm" c="dimmed">
            <VisuallyHidden>Location: </VisuallyHidden>
            {place}
          </Text>
        )}
        {group.sectors.length > 0 && (
          <Group
            gap={6}
            component="ul"
            aria-label="Sectors"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {group.sectors.map((sector) => (
              <Badge key={sector._id} component="li" tone="info">
                {sector.name}
              </Badge>
            ))}
          </Group>
        )}
        <Group justify="space-between" align="center" gap="sm" mt="auto">
          <Group gap="md">
            <Group gap={4} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">{memberCountText(group.memberCount)}</Text>
            </Group>
            <AverageRating average={group.averageRating} count={group.reviewCount} />
          </Group>
          <JoinGroupButton group={group} size="sm" variant="light" />
        </Group>
      </Stack>
    </Paper>
  );
}
