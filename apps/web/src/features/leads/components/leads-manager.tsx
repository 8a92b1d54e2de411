import type { LeadDirection } from '@nethub/contract';
import { Box, Button, Grid, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ExportButton } from '@/components/export-button';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RetryAlert } from '@/components/retry-alert';
import { TabsWithCounts } from '@/components/tabs-with-counts';
import { paths } from '@/config/paths';
import { useLeadTabs } from '../api/get-lead-tabs';
import { useLeads } from '../api/get-leads';
import { leadListParams, type LeadsFilters } from '../api/lead-keys';
import { LeadBoard } from './lead-board';
import { LeadCard } from './lead-card';
import { LeadFilters, useLeadFilters } from './lead-filters';
import { MyLeadTags } from './my-lead-tags';
import { LoadMoreButton } from '@/components/load-more-button';

type TabValue = 'all' | LeadDirection;

/** "All" is no direction filter; incoming leads were given to me, outgoing ones I gave. */
const TABS: { value: TabValue; label: string; type?: LeadDirection }[] = [
  { value: 'all', label: 'All' },
  { value: 'incoming', label: 'Incoming', type: 'incoming' },
  { value: 'outgoing', label: 'Outgoing', type: 'outgoing' },
];

const EMPTY_TEXT: Record<TabValue, { title: string; body: string }> = {
  all: {
    title: 'No leads yet',
    body: 'Pass a business opportunity to one of your connections, and the leads they pass you will show here too.',
  },
  incoming: {
    title: 'No leads passed to you yet',
    body: 'Tell your connections which leads you are looking for with your lead tags.',
  },
  outgoing: {
    title: 'You have not passed any leads yet',
    body: 'Pass a business opportunity to one of your connections.',
  },
};

type View = 'list' | 'board';

/** The list's filters without its paging: the export holds every page. */
function exportParams(filters: LeadsFilters) {
  const { page: _page, offset: _offset, ...params } = leadListParams(filters, 1);
  return params;
}

type LeadListProps = {
  tab: TabValue;
  leads: ReturnType<typeof useLeads>;
  filters: LeadsFilters;
  filtered: boolean;
  view: View;
};

function LeadList({ tab, leads, filters, filtered, view }: LeadListProps) {
  const pages = leads.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const totalRows = pages[0]?.totalRows ?? 0;

  if (leads.isPending) return <PageLoader inline label="Loading leads" />;
  if (leads.isError) {
    return <RetryAlert error={leads.error} onRetry={() => void leads.refetch()} />;
  }
  return (
    <Box aria-busy={leads.isPlaceholderData} style={{ opacity: leads.isPlaceholderData ? 0.6 : 1 }}>
      {rows.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" ta="center">
          <Title order={2} fz="h4">
            {filtered ? 'No matches' : EMPTY_TEXT[tab].title}
          </Title>
          <Text c="dimmed">
            {filtered ? 'Try another search, or reset the filters.' : EMPTY_TEXT[tab].body}
          </Text>
          {!filtered && tab !== 'incoming' && (
            <Button component={Link} to={paths.leads.new.getHref()} variant="light" mt="sm">
              Pass your first lead
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              Showing {rows.length} of {totalRows}
            </Text>
            <ExportButton url="/leads/export" params={exportParams(filters)} what="leads" />
          </Group>
          {view === 'board' ? (
            <LeadBoard leads={rows} />
          ) : (
            rows.map((lead) => <LeadCard key={lead._id} lead={lead} />)
          )}
          <LoadMoreButton pages={leads} />
        </Stack>
      )}
    </Box>
  );
}

/** My leads: direction tabs with counts, filters, "Load more", and the tags I am looking for. */
export function LeadsManager() {
  const [tab, setTab] = useState<TabValue>('all');
  // The view is in the address, so "Back" from a lead returns to the board.
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'board' ? 'board' : 'list';
  const setView = (next: string) =>
    setSearchParams(
      (params) => {
        if (next === 'board') params.set('view', 'board');
        else params.delete('view');
        return params;
      },
      { replace: true },
    );
  const member = useLeadFilters();
  const counts = useLeadTabs().data;

  const type = TABS.find((item) => item.value === tab)?.type;
  const filters = useMemo<LeadsFilters>(
    () => ({ ...member.filters, type }),
    [member.filters, type],
  );
  // Above the tabs, so a new tab keeps the last list (dimmed) until its own arrives.
  const leads = useLeads(filters);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle
          title="Leads"
          description="Business opportunities you pass to your connections, and those they pass to you."
        />
        <Group gap="sm">
          <Button component={Link} to={paths.ledger.getHref()} variant="default">
            Ledger
          </Button>
          <Button
            component={Link}
            to={paths.leads.new.getHref()}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Pass a lead
          </Button>
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: view === 'board' ? 12 : 8 }}>
          <Stack gap="lg">
            <SegmentedControl
              aria-label="View"
              value={view}
              onChange={setView}
              data={[
                { value: 'list', label: 'List' },
                { value: 'board', label: 'Board' },
              ]}
              style={{ alignSelf: 'flex-start' }}
            />
            <Box component="section" aria-label="Filters">
              <LeadFilters
                values={member.values}
                onChange={member.setValues}
                onReset={member.reset}
                stageCounts={counts?.pipelines}
              />
            </Box>
            <TabsWithCounts
              tabs={TABS}
              value={tab}
              onChange={setTab}
              counts={counts}
              renderPanel={(value) => (
                <LeadList
                  tab={value}
                  leads={leads}
                  filters={filters}
                  filtered={member.filtered}
                  view={view}
                />
              )}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: view === 'board' ? 12 : 4 }}>
          <MyLeadTags />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
