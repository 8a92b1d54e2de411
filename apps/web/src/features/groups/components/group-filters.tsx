import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { GroupFilters as GroupFiltersQuery } from '../api/group-keys';
import { LocationSectorFields } from './location-sector-fields';
import { SubscriptionFilter } from './subscription-filter';
import { useFilterValues } from './use-filter-values';

export type GroupFilterValues = {
  search: string;
  country: string;
  regions: string[];
  sectors: string[];
  subscriptions: string[];
};

const NO_FILTERS: GroupFilterValues = {
  search: '',
  country: '',
  regions: [],
  sectors: [],
  subscriptions: [],
};

/** The filters of the list of all groups, and whether any is set. */
export function useGroupFilters() {
  const { values, setValues, textSearch, reset } = useFilterValues(NO_FILTERS);
  const { country, regions, sectors, subscriptions } = values;
  const filters = useMemo<GroupFiltersQuery>(
    () => ({ textSearch, country, regions, sectors, subscriptions }),
    [textSearch, country, regions, sectors, subscriptions],
  );
  const filtered =
    !!textSearch || !!country || [regions, sectors, subscriptions].some((ids) => ids.length > 0);
  return { values, setValues, filters, filtered, reset };
}

type GroupFiltersProps = {
  values: GroupFilterValues;
  onChange: (next: GroupFilterValues) => void;
  onReset: () => void;
};

/** Search, country, regions, sectors and subscription plans, with a reset. */
export function GroupFilters({ values, onChange, onReset }: GroupFiltersProps) {
  const update = (patch: Partial<GroupFilterValues>) => onChange({ ...values, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <TextInput
        label="Search groups"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => update({ search: event.currentTarget.value })}
      />
      <LocationSectorFields value={values} onChange={update} />
      <SubscriptionFilter
        value={values.subscriptions}
        onChange={(subscriptions) => update({ subscriptions })}
      />
      <Group align="flex-end">
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={onReset}
        >
          Reset
        </Button>
      </Group>
    </SimpleGrid>
  );
}
