import type { SubscriptionOffer } from '@nethub/contract';
import { Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { planPriceText } from '@/lib/sales-text';
import { PlanAction } from './plan-action';
import { paidUntilText } from './subscription-text';

/** One plan of a list: its group, price and period, and my subscription to it if I have one. */
export function SubscriptionCard({ offer }: { offer: SubscriptionOffer }) {
  const format = useFormatters();
  const titleId = `plan-${offer._id}`;
  const { mine } = offer;
  const paidUntil = mine && paidUntilText(mine, format);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {offer.name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              <VisuallyHidden>Group: </VisuallyHidden>
              <Anchor component={Link} to={paths.groups.detail.getHref(offer.group._id)} inherit>
                {offer.group.name}
              </Anchor>
              {' · '}
              {offer.organization.name}
            </Text>
          </Stack>
          {mine && <StatusBadge of="subscription" status={mine.status} />}
        </Group>
        <Text fw={600}>
          <VisuallyHidden>Price: </VisuallyHidden>
          {planPriceText(offer, format.money)}
        </Text>
        {offer.description && (
          <Text
            size="sm"
            lineClamp={3}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {offer.description}
          </Text>
        )}
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed">
            {paidUntil}
          </Text>
          <PlanAction plan={offer} mine={mine} />
        </Group>
      </Stack>
    </Paper>
  );
}
