import { Box, Stack, Text, Title } from '@mantine/core';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import type { useRewards } from '../api/get-rewards';
import { RewardCard } from './reward-card';
import { LoadMoreButton } from '@/components/load-more-button';

type RewardListProps = {
  rewards: ReturnType<typeof useRewards>;
  /** What an empty list says, and what to do about it. */
  empty: { title: string; body: string; action?: React.ReactNode };
  loadingLabel?: string;
};

/** A page of rewards with "Load more", its loading, error and empty states. */
export function RewardList({ rewards, empty, loadingLabel = 'Loading rewards' }: RewardListProps) {
  const pages = rewards.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const totalRows = pages[0]?.totalRows ?? 0;

  if (rewards.isPending) return <PageLoader inline label={loadingLabel} />;
  if (rewards.isError) {
    return <RetryAlert error={rewards.error} onRetry={() => void rewards.refetch()} />;
  }
  if (rows.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Title order={2} fz="h4">
          {empty.title}
        </Title>
        <Text c="dimmed" maw={520}>
          {empty.body}
        </Text>
        {empty.action}
      </Stack>
    );
  }
  return (
    <Box
      aria-busy={rewards.isPlaceholderData}
      style={{ opacity: rewards.isPlaceholderData ? 0.6 : 1 }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {rows.length} of {totalRows}
        </Text>
        {rows.map((reward) => (
          <RewardCard key={reward._id} reward={reward} />
        ))}
        <LoadMoreButton pages={rewards} />
      </Stack>
    </Box>
  );
}
