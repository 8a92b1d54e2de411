import { useMemo } from 'react';
import { BookmarkedOnlySwitch, countActiveFilters, FilterBar } from '@/components/filter-bar';
import { LocationSectorFilters } from '@/components/location-sector-filters';
import { SubscriptionsSelect } from '@/components/subscriptions-select';
import { useAddressSearch, useFilterValues, useFollowSearch } from '@/lib/search';
import type { PostFilters as PostFiltersQuery } from '../api/post-keys';

export type PostFilterValues = Omit<PostFiltersQuery, 'textSearch'> & { search: string };

const NO_FILTERS: PostFilterValues = {
  search: '',
  country: '',
  regions: [],
  sectors: [],
  subscriptions: [],
  bookmarkedOnly: false,
};

/** What the member typed and chose; the query gets the search only once typing pauses. */
export function usePostFilters() {
  const q = useAddressSearch();
  const { values, setValues, textSearch } = useFilterValues(NO_FILTERS, q);
  useFollowSearch(q, (next) => setValues({ ...values, search: next }));
  const { country, regions, sectors, subscriptions, bookmarkedOnly } = values;
  const filters = useMemo<PostFiltersQuery>(
    () => ({ textSearch, country, regions, sectors, subscriptions, bookmarkedOnly }),
    [textSearch, country, regions, sectors, subscriptions, bookmarkedOnly],
  );
  const filtered =
    !!textSearch || !!country || sectors.length > 0 || subscriptions.length > 0 || bookmarkedOnly;
  return { values, setValues, filters, filtered };
}

type PostFiltersProps = {
  values: PostFilterValues;
  onChange: (next: PostFilterValues) => void;
  networkDirectoryId?: string;
};

/** Search; the author's country, regions and sectors; group subscriptions; bookmarks. */
export function PostFilters({ values, onChange, networkDirectoryId }: PostFiltersProps) {
  const update = (patch: Partial<PostFilterValues>) => onChange({ ...values, ...patch });
  return (
    <FilterBar
      cols={{ base: 1, sm: 2, lg: 3 }}
      searchLabel="Search posts"
      search={values.search}
      onSearchChange={(search) => update({ search })}
      onReset={() => onChange(NO_FILTERS)}
      activeFilters={countActiveFilters(values)}
      beside={
        <BookmarkedOnlySwitch
          checked={values.bookmarkedOnly}
          onChange={(bookmarkedOnly) => update({ bookmarkedOnly })}
        />
      }
    >
      <LocationSectorFilters value={values} onChange={update} />
      <SubscriptionsSelect
        networkDirectoryId={networkDirectoryId}
        value={values.subscriptions}
        onChange={(subscriptions) => update({ subscriptions })}
      />
    </FilterBar>
  );
}
