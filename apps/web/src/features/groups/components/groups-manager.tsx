import { Box, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { TabsWithCounts } from '@/components/tabs-with-counts';
import { useCurrentUser } from '@/lib/auth';
import { useGroups } from '../api/get-groups';
import { NO_GROUP_FILTERS, type GroupScope } from '../api/group-keys';
import { GroupFilters, useGroupFilters } from './group-filters';
import { GroupList } from './group-list';

const TABS: { value: GroupScope; label: string }[] = [
  { value: 'all', label: 'All groups' },
  { value: 'joined', label: 'My groups' },
  { value: 'requested', label: 'Requested' },
  { value: 'owned', label: 'Groups I run' },
];

const EMPTY: Record<GroupScope, { title: string; body: string }> = {
  all: {
    title: 'No groups yet',
    body: 'The network groups that organisations run on Net Hub will show here.',
  },
  joined: {
    title: 'You have not joined a group yet',
    body: 'Find a group under All groups and ask to join it: its owners decide.',
  },
  requested: {
    title: 'No requests waiting',
    body: 'The groups you asked to join show here until their owners decide.',
  },
  owned: {
    title: 'You do not run a group yet',
    body: 'The groups your organisation runs on Net Hub will show here.',
  },
};

const NO_MATCHES = { title: 'No matches', body: 'Try another search, or reset the filters.' };

/** "Groups I run" is offered to organisation owners and to anyone who runs a group. */
function useGroupTabs() {
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const owned = useGroups('owned', NO_GROUP_FILTERS);
  const requested = searchParams.get('tab');
  const runsGroups = user.isOrgOwner || (owned.data?.pages[0]?.totalRows ?? 0) > 0;
  // A link to "Groups I run" keeps its tab while we learn whether I run any.
  const showOwned = runsGroups || (requested === 'owned' && owned.isPending);
  const tabs = showOwned ? TABS : TABS.filter((tab) => tab.value !== 'owned');
  const tab: GroupScope = tabs.find((item) => item.value === requested)?.value ?? 'all';
  const chooseTab = (value: GroupScope) =>
    setSearchParams(value === 'all' ? {} : { tab: value }, { replace: true });
  return { tabs, tab, chooseTab };
}

/** Network groups: all of them with filters, mine, those I asked to join, and those I run. */
export function GroupsManager() {
  const { tabs, tab, chooseTab } = useGroupTabs();
  const filters = useGroupFilters();
  // Above the tabs, so a new tab keeps the last list (dimmed) until its own arrives.
  const groups = useGroups(tab, tab === 'all' ? filters.filters : NO_GROUP_FILTERS);

  return (
    <Stack gap="lg">
      <PageTitle
        title="Network groups"
        description="Groups that organisations run on Net Hub: join them to meet their members."
      />
      <TabsWithCounts
        tabs={tabs}
        value={tab}
        onChange={chooseTab}
        counts={undefined}
        renderPanel={(value) => (
          <Stack gap="lg">
            {value === 'all' && (
              <Box component="section" aria-label="Filters">
                <GroupFilters
                  values={filters.values}
                  onChange={filters.setValues}
                  onReset={filters.reset}
                />
              </Box>
            )}
            <GroupList
              groups={groups}
              empty={value === 'all' && filters.filtered ? NO_MATCHES : EMPTY[value]}
            />
          </Stack>
        )}
      />
    </Stack>
  );
}
