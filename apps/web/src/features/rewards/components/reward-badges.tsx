import type { Reward } from '@nethub/contract';
import { Group, VisuallyHidden } from '@mantine/core';
import { STATUS_LABELS } from '../reward-constants';
import { Badge } from '@/components/badge';

/** Active or inactive, and "Live" for a campaign running today. Dark fills keep AA contrast. */
export function RewardBadges({ reward, size = 'md' }: { reward: Reward; size?: 'md' | 'lg' }) {
  const active = reward.status === 'active';
  return (
    <Group gap="xs" wrap="nowrap">
      {reward.campaign?.live && (
        <Badge size={size} tone="success" strong>
          Live
        </Badge>
      )}
      <Badge size={size} tone={active ? 'info' : 'neutral'} strong={active}>
        <VisuallyHidden>Status: </VisuallyHidden>
        {STATUS_LABELS[reward.status]}
      </Badge>
    </Group>
  );
}
