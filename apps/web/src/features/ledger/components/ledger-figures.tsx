import type { LedgerSummary } from '@nethub/contract';
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { plural, useFormatters } from '@/lib/format';

/**
 * Home: this month's business given and received, beside the pipeline (ADR 027). Home reads the
 * figures with its own (ADR 039) and hands them in.
 */
export function LedgerFigures({ summary }: { summary: UseQueryResult<LedgerSummary> }) {
  const format = useFormatters();
  const titleId = useId();
  const data = summary.data;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h4" id={titleId}>
            Ledger this month
          </Title>
          <Text size="sm" c="dimmed">
            Business closed from leads
          </Text>
        </Stack>
        {summary.isError && (
          <RetryAlert error={summary.error} onRetry={() => void summary.refetch()} />
        )}
        {summary.isPending && <Skeleton height={80} aria-hidden />}
        {data && (
          <Stack gap="xs">
            <Group justify="space-between" gap="xs">
              <Text>Given</Text>
              <Text fw={700}>{format.money(data.given.value, data.currency)}</Text>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text>Received</Text>
              <Text fw={700}>{format.money(data.received.value, data.currency)}</Text>
            </Group>
            {data.settlements.earned.owed + data.settlements.offered.owed > 0 && (
              <Text size="sm">
                {data.settlements.earned.owed > 0 &&
                  `${plural(data.settlements.earned.owed, 'reward')} owed to you. `}
                {data.settlements.offered.owed > 0 &&
                  `${plural(data.settlements.offered.owed, 'reward')} to pay.`}
              </Text>
            )}
          </Stack>
        )}
        <Anchor component={Link} to={paths.ledger.getHref()} fw={500}>
          Open my ledger
        </Anchor>
      </Stack>
    </Card>
  );
}
