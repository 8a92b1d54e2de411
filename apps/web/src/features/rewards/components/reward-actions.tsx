import type { Reward } from '@nethub/contract';
import { Button, Group } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { EditRewardModal } from './edit-reward-modal';
import { RewardStatusSwitch } from './reward-status-switch';

/** The owner's controls: the Active switch and Edit. */
export function RewardActions({ reward }: { reward: Reward }) {
  const [editing, setEditing] = useState(false);
  return (
    <Group gap="md" align="center">
      <RewardStatusSwitch reward={reward} />
      <Button
        size="xs"
        variant="default"
        leftSection={<IconPencil size={14} aria-hidden />}
        aria-label={`Edit ${reward.title}`}
        onClick={() => setEditing(true)}
      >
        Edit
      </Button>
      <EditRewardModal reward={reward} opened={editing} onClose={() => setEditing(false)} />
    </Group>
  );
}
