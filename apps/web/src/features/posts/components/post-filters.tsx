import {
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { MESSAGES } from '@/lib/errors';
import { useCountries } from '@/lib/locations';
import { useSectors } from '@/lib/sectors';
import type { PostFilters as PostFiltersQuery } from '../api/post-keys';
import { RegionsSelect } from './regions-select';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';
import { SubscriptionsSelect } from './subscriptions-select';

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
  const [values, setValues] = useState(NO_FILTERS);
  const [textSearch] = useDebouncedValue(values.search.trim(), SEARCH_DEBOUNCE_MS);
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
  const countries = useCountries();
  const sectors = useSectors();
  const update = (patch: Partial<PostFilterValues>) => onChange({ ...values, ...patch });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <TextInput
        label="Search posts"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => update({ search: event.currentTarget.value })}
      />
      <NativeSelect
        label="Country"
        value={values.country}
        data={[
          { value: '', label: 'All' },
          ...(countries.data ?? []).map((country) => ({ value: country._id, label: country.name })),
        ]}
        onChange={(event) => update({ country: event.currentTarget.value, regions: [] })}
        error={countries.isError ? 'Countries could not be loaded' : undefined}
      />
      <RegionsSelect
        countryId={values.country}
        value={values.regions}
        onChange={(regions) => update({ regions })}
      />
      <MultiSelect
        label="Sectors"
        placeholder={values.sectors.length ? '' : 'All'}
        searchable
        data={(sectors.data ?? []).map((sector) => ({ value: sector._id, label: sector.name }))}
        value={values.sectors}
        onChange={(ids) => update({ sectors: ids })}
        error={sectors.isError ? MESSAGES.sectorsFetchFailed : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <SubscriptionsSelect
        networkDirectoryId={networkDirectoryId}
        value={values.subscriptions}
        onChange={(subscriptions) => update({ subscriptions })}
      />
      <Group gap="md" align="flex-end" justify="space-between" wrap="nowrap">
        <Switch
          label="Bookmarked only"
          checked={values.bookmarkedOnly}
          onChange={(event) => update({ bookmarkedOnly: event.currentTarget.checked })}
          mb={8}
        />
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => onChange(NO_FILTERS)}
        >
          Reset
        </Button>
      </Group>
    </SimpleGrid>
  );
}
