import type { SubscriberRow, SubscriberStatus } from '@nethub/contract';
import { Box, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ExportButton } from '@/components/export-button';
import { countActiveFilters, FilterBar } from '@/components/filter-bar';
import { MemberAvatar } from '@/components/member-avatar';
import { CardList } from '@/components/card-list';
import { PagedList } from '@/components/paged-list';
import { SectionCard } from '@/components/section-card';
import { StatusBadge } from '@/components/status-badge';
import { fullName, useFormatters } from '@/lib/format';
import { isSubscriberStatus, SUBSCRIBER_STATUS_OPTIONS } from '@/lib/sales-text';
import { useFilterValues } from '@/lib/search';
import { useAllPlans } from '../api/get-owner-plans';
import { useSubscribers } from '../api/get-subscribers';
import { AddSubscriberModal } from './add-subscriber-modal';

const ALL = 'all';
const EMPTY_FILTERS = { search: '', planId: '', status: '' as SubscriberStatus | '' };

function SubscriberItem({ row }: { row: SubscriberRow }) {
  const { date } = useFormatters();
  const name = fullName(row.member);
  let period: string;
  if (row.status === 'active' && row.endsAt) period = `Paid until ${date(row.endsAt)}`;
  else if (row.status === 'expired' && row.endsAt) period = `Ended ${date(row.endsAt)}`;
  else if (row.paidAt) period = `Last paid ${date(row.paidAt)}`;
  else period = 'Not paid yet';
  return (
    <Paper withBorder p="sm" component="li" aria-label={`${name}, ${row.plan.name}`}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 16rem' }}>
          <MemberAvatar member={row.member} size={40} />
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {row.email}
            </Text>
          </Stack>
        </Group>
        <Stack gap={0} miw={0} style={{ flex: '1 1 12rem' }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {row.plan.name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.plan.groupName}
          </Text>
        </Stack>
        <Stack gap={4} align="flex-end" style={{ flex: '0 0 auto' }}>
          <StatusBadge of="subscription" status={row.status} />
          <Text size="sm">{period}</Text>
        </Stack>
      </Group>
    </Paper>
  );
}

/** The subscribers of the organisation's plans, filtered by plan and status, searched. */
export function SubscribersSection({ orgId }: { orgId: string }) {
  const { values, setValues, textSearch, reset } = useFilterValues(EMPTY_FILTERS);
  const [adding, setAdding] = useState(false);
  const plans = useAllPlans(orgId);
  const subscribers = useSubscribers(orgId, {
    planId: values.planId,
    status: values.status,
    textSearch,
  });
  const filtered = Boolean(values.planId || values.status || textSearch);

  return (
    <SectionCard
      title="Subscribers"
      actions={
        <Group gap="xs">
          <ExportButton
            url="/new-subscriptions/members/export"
            params={{
              organizationId: orgId,
              planId: values.planId || undefined,
              status: values.status || undefined,
              textSearch,
            }}
            what="subscribers"
          />
          <Button
            variant="light"
            leftSection={<IconUserPlus size={16} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add subscriber
          </Button>
        </Group>
      }
    >
      <Box component="section" aria-label="Subscriber filters">
        <FilterBar
          cols={{ base: 1, sm: 2, md: 4 }}
          searchLabel="Search subscribers"
          searchDescription="By name or e-mail"
          search={values.search}
          onSearchChange={(search) => setValues((current) => ({ ...current, search }))}
          onReset={reset}
          activeFilters={countActiveFilters(values)}
        >
          <Select
            label="Plan"
            description="Show one plan's subscribers"
            allowDeselect={false}
            data={[
              { value: ALL, label: 'All plans' },
              ...(plans.data ?? []).map((plan) => ({
                value: plan._id,
                label: `${plan.name} · ${plan.group.name}`,
              })),
            ]}
            value={values.planId || ALL}
            onChange={(value) =>
              setValues((current) => ({ ...current, planId: !value || value === ALL ? '' : value }))
            }
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label="Status"
            description="Show one status"
            allowDeselect={false}
            data={[{ value: ALL, label: 'All statuses' }, ...SUBSCRIBER_STATUS_OPTIONS]}
            value={values.status || ALL}
            onChange={(value) =>
              setValues((current) => ({
                ...current,
                status: isSubscriberStatus(value) ? value : '',
              }))
            }
            comboboxProps={{ withinPortal: true }}
          />
        </FilterBar>
      </Box>
      <PagedList
        list={subscribers}
        loadingLabel="Loading subscribers"
        emptyHeading={3}
        empty={
          filtered
            ? { title: 'No matches', body: 'Try another search, or reset the filters.' }
            : {
                title: 'No subscribers yet',
                body: 'Members and visitors who subscribe to your plans show here, and so do the people you add.',
              }
        }
      >
        {(rows) => (
          <CardList label="Subscribers">
            {rows.map((row) => (
              <SubscriberItem key={row._id} row={row} />
            ))}
          </CardList>
        )}
      </PagedList>
      <AddSubscriberModal
        orgId={orgId}
        planId={values.planId}
        opened={adding}
        onDone={() => setAdding(false)}
      />
    </SectionCard>
  );
}
