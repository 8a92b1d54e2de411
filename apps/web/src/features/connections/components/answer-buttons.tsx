import { Button, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { useConnectionActions } from './use-connection-actions';

/** Accept / Decline for a request sent to me, wherever it is shown. */
export function AnswerButtons({
  connectionId,
  actions,
}: {
  connectionId: string;
  actions: ReturnType<typeof useConnectionActions>;
}) {
  const { name } = actions;
  return (
    <Group gap="xs">
      <Button
        size="sm"
        leftSection={<IconCheck size={16} aria-hidden />}
        aria-label={`Accept request from ${name}`}
        onClick={() => actions.accept(connectionId)}
        loading={actions.answering === 'CONNECTED'}
        disabled={actions.answering === 'REJECTED'}
      >
        Accept
      </Button>
      <Button
        size="sm"
        variant="default"
        leftSection={<IconX size={16} aria-hidden />}
        aria-label={`Decline request from ${name}`}
        onClick={() => actions.decline(connectionId)}
        loading={actions.answering === 'REJECTED'}
        disabled={actions.answering === 'CONNECTED'}
      >
        Decline
      </Button>
    </Group>
  );
}
