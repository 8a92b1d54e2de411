import { Stack } from '@mantine/core';
import { FilterBar } from '@/components/filter-bar';
import { useFilterValues } from '@/lib/search';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriptionList } from './subscription-list';

const NO_FILTERS = { search: '' };

/** The plans on sale: subscribing opens the checkout straight away. */
export function LiveSubscriptions() {
  const { values, setValues, textSearch, reset } = useFilterValues(NO_FILTERS);
  const offers = useSubscriptions({ type: 'live', textSearch });
  return (
    <Stack gap="lg">
      <FilterBar
        cols={{ base: 1, sm: 2 }}
        searchLabel="Search plans on sale"
        search={values.search}
        onSearchChange={(search) => setValues({ search })}
        onReset={reset}
      >
        {null}
      </FilterBar>
      <SubscriptionList
        offers={offers}
        empty={
          textSearch
            ? { title: 'No plans match', body: 'Try another search, or reset it.' }
            : {
                title: 'No plans on sale',
                body: 'When network groups put subscriptions on sale, they show here.',
              }
        }
      />
    </Stack>
  );
}
