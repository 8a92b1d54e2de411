import { CONNECTION_TABS } from '@nethub/contract/constants';
import type { ConnectionStatus, ConnectionTabs } from '@nethub/contract';
import {
  Anchor,
  Box,
  Checkbox,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { MemberFilterBar } from '@/components/member-filter-bar';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { TabsWithCounts } from '@/components/tabs-with-counts';
import { paths } from '@/config/paths';
import { useMemberFilters } from '@/lib/member-filters';
import type { ConnectionSort, ConnectionsFilters, SortOrder } from '../api/connection-keys';
import { useConnectionTabs } from '../api/get-connection-tabs';
import { useConnections } from '../api/get-connections';
import { ConnectionItem } from './connection-item';
import { LoadMoreButton } from '@/components/load-more-button';

type TabValue = keyof ConnectionTabs;

/** The contract's tabs (spec §3); "All" is no status filter. */
const TABS: { value: TabValue; label: string; status?: ConnectionStatus }[] = CONNECTION_TABS.map(
  ({ label, status }) => ({ value: status ?? 'all', label, status }),
);

const SORTS: { value: ConnectionSort; label: string }[] = [
  { value: 'firstName', label: 'First name' },
  { value: 'lastName', label: 'Last name' },
  { value: 'createdAt', label: 'Date' },
];

const isSort = (value: string): value is ConnectionSort =>
  SORTS.some((sort) => sort.value === value);

const EMPTY_TEXT: Record<TabValue, string> = {
  all: 'No connections yet',
  CONNECTED: 'No connections yet',
  REQUESTED: 'No pending requests',
  REJECTED: 'No rejected requests',
};

/** My connections: status tabs with counts, filters, sort, bookmarks and "Load more". */
export function ConnectionsManager() {
  const [tab, setTab] = useState<TabValue>('all');
  const [sort, setSort] = useState<ConnectionSort>('firstName');
  const [order, setOrder] = useState<SortOrder>('ASC');
  const [bookmarkedOnly, setBookmarkedOnly] = useState(false);
  const member = useMemberFilters();
  const orderLabelId = useId();

  const status = TABS.find((item) => item.value === tab)?.status;
  const filters = useMemo<ConnectionsFilters>(
    () => ({ ...member.filters, status, sort, order, bookmarkedOnly }),
    [member.filters, status, sort, order, bookmarkedOnly],
  );
  const connections = useConnections(filters);
  const counts = useConnectionTabs().data;

  const pages = connections.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const totalRows = pages[0]?.totalRows ?? 0;
  const filtered = bookmarkedOnly || member.filtered;

  return (
    <Stack gap="lg">
      <Box component="section" aria-label="Filters">
        <MemberFilterBar
          values={member.values}
          onChange={member.setValues}
          onReset={member.reset}
          searchLabel="Search connections"
          moreActive={bookmarkedOnly ? 1 : 0}
          more={
            <Group gap="lg" align="flex-end">
              <NativeSelect
                label="Sort by"
                data={SORTS}
                value={sort}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  if (isSort(value)) setSort(value);
                }}
              />
              <Stack gap={4}>
                <Text component="span" id={orderLabelId} size="sm" fw={500}>
                  Order
                </Text>
                <SegmentedControl
                  aria-labelledby={orderLabelId}
                  value={order}
                  onChange={(value) => setOrder(value === 'DESC' ? 'DESC' : 'ASC')}
                  data={[
                    { value: 'ASC', label: 'Ascending' },
                    { value: 'DESC', label: 'Descending' },
                  ]}
                />
              </Stack>
              <Checkbox
                label="Bookmarked only"
                checked={bookmarkedOnly}
                onChange={(event) => setBookmarkedOnly(event.currentTarget.checked)}
                mb={8}
              />
            </Group>
          }
        />
      </Box>
      <TabsWithCounts
        tabs={TABS}
        value={tab}
        onChange={setTab}
        counts={counts}
        renderPanel={(value) => (
          <>
            {connections.isPending && <PageLoader inline label="Loading connections" />}
            {connections.isError && (
              <RetryAlert error={connections.error} onRetry={() => void connections.refetch()} />
            )}
            {connections.isSuccess && (
              <Box
                aria-busy={connections.isPlaceholderData}
                style={{ opacity: connections.isPlaceholderData ? 0.6 : 1 }}
              >
                {rows.length === 0 ? (
                  <Stack align="center" gap="xs" py="xl" ta="center">
                    <Title order={2} fz="h4">
                      {filtered ? 'No matches' : EMPTY_TEXT[value]}
                    </Title>
                    <Text c="dimmed">
                      {filtered ? (
                        'Try another search, or reset the filters.'
                      ) : (
                        <>
                          Find people to connect with in{' '}
                          <Anchor component={Link} to={paths.explore.getHref()}>
                            Explore
                          </Anchor>
                          .
                        </>
                      )}
                    </Text>
                  </Stack>
                ) : (
                  <Stack gap="md">
                    <Text size="sm" c="dimmed" aria-live="polite">
                      Showing {rows.length} of {totalRows}
                    </Text>
                    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                      {rows.map((row) => (
                        <ConnectionItem key={row._id} row={row} />
                      ))}
                    </SimpleGrid>
                    <LoadMoreButton pages={connections} />
                  </Stack>
                )}
              </Box>
            )}
          </>
        )}
      />
    </Stack>
  );
}
