import { Anchor, Box, Divider, Group, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoader } from './page-loader';
import { RetryAlert } from './retry-alert';

type Latest<Row> = UseQueryResult<{ rows: Row[] }>;

type LatestRowsProps<Row> = {
  latest: Latest<Row>;
  loadingLabel: string;
  empty: string;
  children: (rows: Row[]) => React.ReactNode;
};

function LatestRows<Row>({ latest, loadingLabel, empty, children }: LatestRowsProps<Row>) {
  if (latest.isPending) return <PageLoader inline label={loadingLabel} />;
  if (latest.isError) {
    return (
      <Box p="md">
        <RetryAlert error={latest.error} onRetry={() => void latest.refetch()} />
      </Box>
    );
  }
  if (latest.data.rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl" px="md">
        {empty}
      </Text>
    );
  }
  return children(latest.data.rows);
}

type HeaderPanelProps<Row> = LatestRowsProps<Row> & {
  title: string;
  /** The link to the full list, which closes the panel. */
  seeAll: { label: string; href: string };
  /** Buttons at the foot, before the link. */
  actions?: React.ReactNode;
  onClose: () => void;
};

/**
 * The body of a header panel (see HeaderPanelButton): its title, the latest rows (loading,
 * failed with a retry, or none) scrolling within the screen's height, and the way to all of them.
 */
export function HeaderPanel<Row>({
  title,
  seeAll,
  actions,
  onClose,
  ...latestRows
}: HeaderPanelProps<Row>) {
  return (
    <Stack gap={0}>
      <Text fw={600} px="md" py="sm">
        {title}
      </Text>
      <Divider />
      <Box mah="min(420px, calc(100dvh - 190px))" style={{ overflowY: 'auto' }}>
        <LatestRows {...latestRows} />
      </Box>
      <Divider />
      <Group justify={actions ? 'space-between' : 'flex-end'} px="md" py="xs" gap="xs">
        {actions}
        <Anchor component={Link} to={seeAll.href} size="sm" onClick={onClose}>
          {seeAll.label}
        </Anchor>
      </Group>
    </Stack>
  );
}
