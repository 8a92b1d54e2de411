import { Box, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import type { useGroups } from '../api/get-groups';
import { GroupCard } from './group-card';

type GroupListProps = {
  groups: ReturnType<typeof useGroups>;
  /** What an empty list says, and what to do about it. */
  empty: { title: string; body: string };
};

/** A page of groups with "Load more", its loading, error and empty states. */
export function GroupList({ groups, empty }: GroupListProps) {
  const pages = groups.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const totalRows = pages[0]?.totalRows ?? 0;

  if (groups.isPending) return <PageLoader inline label="Loading groups" />;
  if (groups.isError) {
    return <RetryAlert error={groups.error} onRetry={() => void groups.refetch()} />;
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
      </Stack>
    );
  }
  return (
    <Box
      aria-busy={groups.isPlaceholderData}
      style={{ opacity: groups.isPlaceholderData ? 0.6 : 1 }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {rows.length} of {totalRows}
        </Text>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {rows.map((group) => (
            <GroupCard key={group._id} group={group} />
          ))}
        </SimpleGrid>
        <LoadMoreButton pages={groups} />
      </Stack>
    </Box>
  );
}
