import type { Reward } from '@nethub/contract';
import { Switch } from '@mantine/core';
import { getErrorMessage, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useUpdateRewardStatus } from '../api/update-reward';

/**
 * The owner switches a reward on or off. The new state shows at once; the server's answer (or
 * a failure, told in a toast) settles it.
 */
export function RewardStatusSwitch({ reward }: { reward: Reward }) {
  const update = useUpdateRewardStatus();
  const checked = update.isPending
    ? update.variables.status === 'active'
    : reward.status === 'active';
  return (
    <Switch
      label="Active"
      // Several rewards share a page: the name says which one this switch belongs to.
      aria-label={`Active: ${reward.title}`}
      checked={checked}
      onChange={(event) =>
        update.mutate(
          { id: reward._id, status: event.currentTarget.checked ? 'active' : 'inactive' },
          {
            onSuccess: () => notify.success(MESSAGES.updated),
            onError: (error) => notify.error(getErrorMessage(error)),
          },
        )
      }
    />
  );
}
