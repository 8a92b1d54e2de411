import type { Reward } from '@nethub/contract';
import { Group, VisuallyHidden } from '@mantine/core';
import { Badge } from '@/components/badge';
import { STATUS_LABELS } from '../reward-constants';

/** Active or inactive, and "Live" for a campaign running today. */
export function RewardBadges({
  reward,
  size = 'md',
  withStatus = true,
}: {
  reward: Reward;
  size?: 'md' | 'lg';
  /** False where an Active switch beside it already says the status. */
  withStatus?: boolean;
}) {
  const active = reward.status === 'active';
  const live = reward.campaign?.live ?? false;
  if (!withStatus && !live) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {live && (
        <Badge size={size} tone="success" strong>
          Live
        </Badge>
      )}
      {withStatus && (
        <Badge size={size} tone={active ? 'info' : 'neutral'} strong={active}>
          <VisuallyHidden>Status: </VisuallyHidden>
          {STATUS_LABELS[reward.status]}
        </Badge>
      )}
    </Group>
  );
}
