import type { SubscriberStatus } from '@nethub/contract';
import { Button, NativeSelect, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { FilterBar } from '@/components/filter-bar';
import { paths } from '@/config/paths';
import { isSubscriberStatus, SUBSCRIBER_STATUS_OPTIONS } from '@/lib/sales-text';
import { useFilterValues } from '@/lib/search';
import { useSubscriptions } from '../api/get-subscriptions';
import { SubscriptionList } from './subscription-list';

const NO_FILTERS: { search: string; status: SubscriberStatus | '' } = { search: '', status: '' };
/** '' is every status. */
const STATUS_FILTERS = [{ value: '', label: 'All' }, ...SUBSCRIBER_STATUS_OPTIONS];

/** The plans I subscribe to, whatever their status: filtered by status and searched. */
export function OwnSubscriptions() {
  const { values, setValues, textSearch, reset } = useFilterValues(NO_FILTERS);
  const offers = useSubscriptions({
    type: 'own',
    status: values.status || undefined,
    textSearch,
  });
  const filtered = !!values.status || !!textSearch;
  return (
    <Stack gap="lg">
      <FilterBar
        cols={{ base: 1, sm: 3 }}
        searchLabel="Search my subscriptions"
        search={values.search}
        onSearchChange={(search) => setValues((current) => ({ ...current, search }))}
        onReset={reset}
      >
        <NativeSelect
          label="Status"
          data={STATUS_FILTERS}
          value={values.status}
          onChange={(event) => {
            const { value } = event.currentTarget;
            const status = isSubscriberStatus(value) ? value : '';
            setValues((current) => ({ ...current, status }));
          }}
        />
      </FilterBar>
      <SubscriptionList
        offers={offers}
        empty={
          filtered
            ? {
                title: 'No subscriptions match',
                body: 'Try another status or search, or reset the filters.',
              }
            : {
                title: 'No subscriptions yet',
                body: 'Subscribing to a network group’s plan makes you a member of the group once it is paid.',
                action: (
                  <Button
                    component={Link}
                    to={paths.subscriptions.getHref('live')}
                    variant="light"
                    mt="sm"
                  >
                    See the plans on sale
                  </Button>
                ),
              }
        }
      />
    </Stack>
  );
}
