import type { PlanCard as Plan } from '@nethub/contract';
import { Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { planPriceText } from '@/lib/sales-text';

/** One plan of the list: what it is, whose group, its price; the name opens its details. */
export function PlanCard({ plan }: { plan: Plan }) {
  const { money } = useFormatters();
  const nameId = `plan-${plan._id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={nameId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Anchor
            component={Link}
            to={paths.public.subscriptionDetails.getHref(plan._id)}
            id={nameId}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {plan.name}
          </Anchor>
          <Text fw={600}>
            <VisuallyHidden>Price: </VisuallyHidden>
            {planPriceText(plan, money)}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {plan.group.name} · {plan.organization.name}
        </Text>
        {plan.description && (
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {plan.description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
