import type { ExploreRow } from '@nethub/contract';
import { Button, Group } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { AnswerButtons } from './answer-buttons';
import { MemberCard } from '@/components/member-card';
import { useConnectionActions } from './use-connection-actions';

function ExploreActions({ row }: { row: ExploreRow }) {
  const actions = useConnectionActions(row.member);
  const { connection } = row;
  const { name } = actions;

  if (connection?.status === 'REQUESTED' && connection.direction === 'outgoing') {
    return (
      <Group gap="xs">
        <Button size="sm" variant="light" disabled>
          Request sent
        </Button>
        <Button
          size="sm"
          variant="subtle"
          aria-label={`Withdraw request to ${name}`}
          onClick={actions.withdraw}
          loading={actions.removing}
        >
          Withdraw
        </Button>
      </Group>
    );
  }
  if (connection?.status === 'REQUESTED') {
    return <AnswerButtons connectionId={connection._id} actions={actions} />;
  }
  // They declined my request: asking again is refused, so there is nothing to press.
  if (connection?.status === 'REJECTED' && connection.direction === 'outgoing') {
    return (
      <Button size="sm" variant="light" disabled>
        Request declined
      </Button>
    );
  }
  // No request yet, or I declined theirs and may now ask myself.
  return (
    <Button
      size="sm"
      leftSection={<IconUserPlus size={16} aria-hidden />}
      aria-label={`Connect with ${name}`}
      onClick={actions.connect}
      loading={actions.connecting}
    >
      Connect
    </Button>
  );
}

export function ExploreCard({ row }: { row: ExploreRow }) {
  return (
    <MemberCard
      member={row.member}
      nameId={`explore-member-${row.member._id}`}
      actions={<ExploreActions row={row} />}
    />
  );
}
