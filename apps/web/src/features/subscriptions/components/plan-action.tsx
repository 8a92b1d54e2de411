import type { MySubscription } from '@nethub/contract';
import { Button } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { usePaySubscription, useSubscribe } from '../api/subscribe';

type PlanActionProps = {
  plan: { _id: string; name: string };
  /** My subscriber record for the plan, when I have one. */
  mine: MySubscription | null;
};

/**
 * What I can do about a plan: subscribe (then pay), pay a subscription waiting for payment,
 * or renew one that ended. An active subscription needs nothing.
 */
export function PlanAction({ plan, mine }: PlanActionProps) {
  const subscribe = useSubscribe();
  const pay = usePaySubscription();
  const icon = <IconCreditCard size={16} aria-hidden />;

  if (!mine) {
    return (
      <Button
        leftSection={icon}
        aria-label={`Subscribe to ${plan.name}`}
        loading={subscribe.isPending}
        onClick={() => subscribe.mutate(plan._id)}
      >
        Subscribe
      </Button>
    );
  }
  if (mine.status === 'active') return null;
  const label = mine.status === 'expired' ? 'Renew' : 'Pay now';
  return (
    <Button
      leftSection={icon}
      aria-label={`${label}: ${plan.name}`}
      loading={pay.isPending}
      onClick={() => pay.mutate({ subscriberId: mine.subscriberId })}
    >
      {label}
    </Button>
  );
}
