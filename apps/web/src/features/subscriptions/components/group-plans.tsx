import type { GroupSubscription, MySubscription } from '@nethub/contract';
import { Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { CardList } from '@/components/card-list';
import { FetchFailedAlert } from '@/components/fetch-failed-alert';
import { SectionCard } from '@/components/section-card';
import { StatusBadge } from '@/components/status-badge';
import { useFormatters } from '@/lib/format';
import { planPriceText } from '@/lib/sales-text';
import { useMyGroupSubscriptions } from '../api/get-subscriptions';
import { PlanAction } from './plan-action';
import { paidUntilText } from './subscription-text';

type GroupPlansProps = {
  groupId: string;
  plans: GroupSubscription[];
  /** Whether I may buy the plans: not when I run the group. */
  canSubscribe: boolean;
};

function PlanRow({
  plan,
  mine,
  actions,
}: {
  plan: GroupSubscription;
  mine: MySubscription | null;
  actions: 'show' | 'hide' | 'loading';
}) {
  const format = useFormatters();
  const paidUntil = mine && paidUntilText(mine, format);
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={2} miw={0}>
          <Group gap="xs">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {plan.name}
            </Text>
            {mine && <StatusBadge of="subscription" status={mine.status} />}
          </Group>
          <Text size="sm">{planPriceText(plan, format.money)}</Text>
          {paidUntil && (
            <Text size="sm" c="dimmed">
              {paidUntil}
            </Text>
          )}
        </Stack>
        {actions === 'loading' && <Loader size="sm" aria-label={`Checking ${plan.name}`} />}
        {actions === 'show' && <PlanAction plan={plan} mine={mine} />}
      </Group>
    </Paper>
  );
}

/** A group's plans on its page, marked with my subscriptions, each ready to buy. */
export function GroupPlans({ groupId, plans, canSubscribe }: GroupPlansProps) {
  const mine = useMyGroupSubscriptions(groupId, { enabled: canSubscribe && plans.length > 0 });
  const held = new Map(mine.data?.map((offer) => [offer._id, offer.mine]));
  const actions = !canSubscribe
    ? 'hide'
    : mine.isPending
      ? 'loading'
      : mine.isError
        ? 'hide'
        : 'show';
  return (
    <SectionCard title="Subscriptions">
      {plans.length === 0 ? (
        <Text c="dimmed">This group sells no subscriptions at the moment.</Text>
      ) : (
        <CardList>
          {plans.map((plan) => (
            <PlanRow
              key={plan._id}
              plan={plan}
              mine={held.get(plan._id) ?? null}
              actions={actions}
            />
          ))}
        </CardList>
      )}
      {canSubscribe && mine.isError && <FetchFailedAlert onRetry={() => void mine.refetch()} />}
    </SectionCard>
  );
}
