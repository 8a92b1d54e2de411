import { Box, Stack, Text, Title } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LoadMoreButton } from './load-more-button';
import { PageLoader } from './page-loader';
import { RetryAlert } from './retry-alert';

type Page<Row> = { rows: Row[]; totalRows: number };

type PagedListProps<Row> = {
  list: UseInfiniteQueryResult<InfiniteData<Page<Row>>>;
  /** Names the loader: "Loading groups". */
  loadingLabel: string;
  /** What an empty list says, and what to do about it. */
  empty: { title: string; body: string; action?: React.ReactNode };
  /** The empty state's heading level: 3 under a section's own heading. */
  emptyHeading?: 2 | 3;
  /** How a failed load is told: the catalogue's wording and "Try again" unless given. */
  failure?: (retry: () => void) => React.ReactNode;
  /** The rows, laid out by the screen. */
  children: (rows: Row[]) => React.ReactNode;
};

/** A paged list (spec §4) with "Load more", its loading, error and empty states. */
export function PagedList<Row>({
  list,
  loadingLabel,
  empty,
  emptyHeading = 2,
  failure,
  children,
}: PagedListProps<Row>) {
  if (list.isPending) return <PageLoader inline label={loadingLabel} />;
  if (list.isError) {
    const retry = () => void list.refetch();
    return failure ? failure(retry) : <RetryAlert error={list.error} onRetry={retry} />;
  }
  const pages = list.data.pages;
  const rows = pages.flatMap((page) => page.rows);
  const totalRows = pages[0]?.totalRows ?? 0;
  if (rows.length === 0) {
    return (
      <Stack align="center" gap="xs" py="xl" ta="center">
        <Title order={emptyHeading} fz="h4">
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
    <Box aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {rows.length} of {totalRows}
        </Text>
        {children(rows)}
        <LoadMoreButton pages={list} />
      </Stack>
    </Box>
  );
}
