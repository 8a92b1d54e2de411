import type { Reward } from '@nethub/contract';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { STATUS_LABELS } from '../reward-constants';

/** Active or inactive, and "Live" for a campaign running today. Dark fills keep AA contrast. */
export function RewardBadges({ reward, size = 'md' }: { reward: Reward; size?: 'md' | 'lg' }) {
  const active = reward.status === 'active';
  return (
    <Group gap="xs" wrap="nowrap">
      {reward.campaign?.live && (
        <Badge size={size} color="teal.9">
          Live
        </Badge>
      )}
      <Badge
        size={size}
        color={active ? 'blue.9' : 'gray.7'}
        variant={active ? 'filled' : 'outline'}
      >
        <VisuallyHidden>Status: </VisuallyHidden>
        {STATUS_LABELS[reward.status]}
      </Badge>
    </Group>
  );
}
