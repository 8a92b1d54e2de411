import type { GroupDetail } from '@nethub/contract';
import { Button, Group } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { JoinGroupButton } from './join-group-button';
import { LeaveGroupButton } from './leave-group-button';

/** What I can do from a group's page, by my standing in it. */
export function GroupActions({ group }: { group: GroupDetail }) {
  const { me } = group;
  if (me.role === 'OWNER') {
    return (
      <Button
        component={Link}
        to={paths.groups.requests.getHref(group._id)}
        variant="light"
        leftSection={<IconInbox size={16} aria-hidden />}
      >
        Join requests ({group.pendingRequests ?? 0})
      </Button>
    );
  }
  return (
    <Group gap="sm">
      {me.status === 'joined' && <LeaveGroupButton group={group} />}
      {me.status === 'requested' && <Button disabled>Requested</Button>}
      <JoinGroupButton group={group} />
    </Group>
  );
}
