import type { Region } from '@nethub/contract';
import { Button, Group, MultiSelect, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useCountries, useRegions } from '@/lib/locations';
import { MESSAGES } from '@/lib/errors';
import { useSectors } from '@/lib/sectors';
import type { MemberFilters as MemberFiltersQuery } from '../api/connection-keys';

export const SEARCH_DEBOUNCE_MS = 300;

export type MemberFilterValues = {
  search: string;
  country: string;
  regions: string[];
  sectors: string[];
};

const NO_FILTERS: MemberFilterValues = { search: '', country: '', regions: [], sectors: [] };

/** What the member typed and chose; the query gets the search only once typing pauses. */
export function useMemberFilters() {
  const [values, setValues] = useState(NO_FILTERS);
  const [textSearch] = useDebouncedValue(values.search.trim(), SEARCH_DEBOUNCE_MS);
  const { country, regions, sectors } = values;
  const filters = useMemo<MemberFiltersQuery>(
    () => ({ textSearch, country, regions, sectors }),
    [textSearch, country, regions, sectors],
  );
  // Spec §4 "Explore reset": country and region back to All; search and sectors cleared too.
  const reset = () => setValues(NO_FILTERS);
  return { values, setValues, filters, reset };
}

type MemberFiltersProps = {
  values: MemberFilterValues;
  onChange: (next: MemberFilterValues) => void;
  onReset: () => void;
  searchLabel: string;
};

/** Search, country, regions (of that country) and sectors, with a reset. */
export function MemberFilters({ values, onChange, onReset, searchLabel }: MemberFiltersProps) {
  const countries = useCountries();
  const sectors = useSectors();
  const [regionSearch, setRegionSearch] = useState('');
  const [regionName] = useDebouncedValue(regionSearch.trim(), SEARCH_DEBOUNCE_MS);
  const regions = useRegions(values.country, regionName);
  // Chosen regions keep their names while the member searches for others.
  const [seen, setSeen] = useState<Record<string, Region>>({});

  const update = (patch: Partial<MemberFilterValues>) => onChange({ ...values, ...patch });

  const regionOptions = new Map<string, Region>();
  for (const id of values.regions) if (seen[id]) regionOptions.set(id, seen[id]);
  for (const region of regions.data ?? []) regionOptions.set(region._id, region);

  const handleRegionsChange = (ids: string[]) => {
    const picked = (regions.data ?? []).filter((region) => ids.includes(region._id));
    if (picked.length) {
      setSeen((current) => ({
        ...current,
        ...Object.fromEntries(picked.map((region) => [region._id, region])),
      }));
    }
    update({ regions: ids });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <TextInput
        label={searchLabel}
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
      <MultiSelect
        label="Regions"
        placeholder={
          values.country ? (values.regions.length ? '' : 'All') : 'Choose a country first'
        }
        disabled={!values.country}
        searchable
        searchValue={regionSearch}
        onSearchChange={setRegionSearch}
        nothingFoundMessage={regions.isFetching ? 'Loading…' : 'No matching region'}
        data={[...regionOptions.values()].map((region) => ({
          value: region._id,
          label: region.name,
        }))}
        value={values.regions}
        onChange={handleRegionsChange}
        error={regions.isError ? 'Regions could not be loaded' : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <MultiSelect
          label="Sectors"
          placeholder={values.sectors.length ? '' : 'All'}
          searchable
          data={(sectors.data ?? []).map((sector) => ({ value: sector._id, label: sector.name }))}
          value={values.sectors}
          onChange={(ids) => update({ sectors: ids })}
          error={sectors.isError ? MESSAGES.sectorsFetchFailed : undefined}
          comboboxProps={{ withinPortal: true }}
          style={{ flex: 1, minWidth: 0 }}
        />
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
