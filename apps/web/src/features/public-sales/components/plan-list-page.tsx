import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { FetchFailedAlert } from '@/components/fetch-failed-alert';
import { GroupBanner } from '@/components/group-banner';
import { PagedList } from '@/components/paged-list';
import { useDebouncedSearch } from '@/lib/search';
import { usePlans } from '../api/get-plans';
import { PlanCard } from './plan-card';
import { PublicPage } from './public-page';

/** The plans groups sell, open to everyone: search, load more, each opening its details. */
export function PlanListPage({ groupId }: { groupId: string }) {
  const [search, setSearch] = useState('');
  const textSearch = useDebouncedSearch(search);
  const plans = usePlans(groupId, textSearch);
  // A link for one group names it once its plans are known.
  const first = groupId ? plans.data?.pages[0]?.rows[0] : undefined;
  const groupName = first?.group.name;

  return (
    <PublicPage
      title={groupName ? `Subscriptions of ${groupName}` : 'Subscriptions'}
      description="Subscribe to a network group to join it and meet its members."
    >
      <Stack gap="lg">
        {first && <GroupBanner {...first.group} organization={first.organization} />}
        <TextInput
          label="Search subscriptions"
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maxLength={200}
        />
        <PagedList
          list={plans}
          loadingLabel="Loading subscriptions"
          failure={(retry) => <FetchFailedAlert onRetry={retry} />}
          empty={
            textSearch
              ? { title: 'No matches', body: 'Try another search.' }
              : {
                  title: 'No subscriptions on sale',
                  body: 'Subscriptions that groups offer on Net Hub will show here.',
                }
          }
        >
          {(rows) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {rows.map((plan) => (
                <PlanCard key={plan._id} plan={plan} />
              ))}
            </SimpleGrid>
          )}
        </PagedList>
      </Stack>
    </PublicPage>
  );
}
