import { useMemo } from 'react';
import { countActiveFilters, FilterBar } from '@/components/filter-bar';
import { LocationSectorFilters } from '@/components/location-sector-filters';
import { SubscriptionsSelect } from '@/components/subscriptions-select';
import { useAddressSearch, useFilterValues, useFollowSearch } from '@/lib/search';
import type { GroupFilters as GroupFiltersQuery } from '../api/group-keys';

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
  const q = useAddressSearch();
  const { values, setValues, textSearch, reset } = useFilterValues(NO_FILTERS, q);
  useFollowSearch(q, (next) => setValues({ ...values, search: next }));
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
    <FilterBar
      cols={{ base: 1, sm: 2, lg: 3 }}
      searchLabel="Search groups"
      search={values.search}
      onSearchChange={(search) => update({ search })}
      onReset={onReset}
      activeFilters={countActiveFilters(values)}
    >
      <LocationSectorFilters value={values} onChange={update} />
      <SubscriptionsSelect
        value={values.subscriptions}
        onChange={(subscriptions) => update({ subscriptions })}
      />
    </FilterBar>
  );
}
