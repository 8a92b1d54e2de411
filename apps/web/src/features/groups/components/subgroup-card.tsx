import type { SubGroup } from '@nethub/contract';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GroupCover } from '@/components/group-banner';
import { paths } from '@/config/paths';
import { memberCountText } from './group-text';
import { JoinGroupButton } from './join-group-button';
import { StandingBadge } from './standing-badge';

/**
 * One sub-group: its cover (or the placeholder band, as on a group's card), its page, its size,
 * my standing, and a request to join it.
 */
export function SubGroupCard({ subgroup }: { subgroup: SubGroup }) {
  const nameId = `subgroup-${subgroup._id}`;
  return (
    <Paper
      withBorder
      component="li"
      aria-labelledby={nameId}
      data-subgroup-card
      style={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      <GroupCover url={subgroup.coverUrl} height={56} />
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Anchor
            component={Link}
            to={paths.groups.detail.getHref(subgroup._id)}
            id={nameId}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {subgroup.name}
          </Anchor>
          <StandingBadge me={subgroup.me} />
        </Group>
        {subgroup.description && (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {subgroup.description}
          </Text>
        )}
        <Group justify="space-between" align="center" gap="sm" mt="auto">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{memberCountText(subgroup.memberCount)}</Text>
          </Group>
          <JoinGroupButton group={subgroup} size="sm" variant="light" />
        </Group>
      </Stack>
    </Paper>
  );
}
