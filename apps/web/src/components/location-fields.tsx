import type { Region } from '@nethub/contract';
import { NativeSelect, Select, SimpleGrid } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { isUnitedStates } from '@/lib/format';
import { useCountries, useRegions } from '@/lib/locations';

export type LocationValue = { countryId: string; regionId: string };

type LocationFieldsProps = LocationValue & {
  onChange: (next: LocationValue) => void;
  /** The saved region, so its name shows before the region list has loaded. */
  savedRegion?: Region | null;
  countryError?: React.ReactNode;
  regionError?: React.ReactNode;
};

const SEARCH_DEBOUNCE_MS = 250;

const regionLabel = (region: Region, showTimeZone: boolean) =>
  showTimeZone ? `${region.name} (${region.timeZone})` : region.name;

/**
 * Country, then region (the regions of that country only). There is no empty choice once a
 * country is set: the client drops empty values, so a location is changed, never cleared.
 */
export function LocationFields({
  countryId,
  regionId,
  onChange,
  savedRegion,
  countryError,
  regionError,
}: LocationFieldsProps) {
  const countries = useCountries();
  const [seen, setSeen] = useState<Record<string, Region>>(() =>
    savedRegion ? { [savedRegion._id]: savedRegion } : {},
  );
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const country = countries.data?.find((item) => item._id === countryId) ?? null;
  const showTimeZone = isUnitedStates(country);
  const selected = regionId ? seen[regionId] : undefined;
  // The search box shows the chosen region's label: that is no search.
  const name =
    selected && debouncedSearch === regionLabel(selected, showTimeZone) ? '' : debouncedSearch;
  const regions = useRegions(countryId, name);

  const regionOptions = [...(regions.data ?? [])];
  if (selected && !regionOptions.some((region) => region._id === selected._id)) {
    regionOptions.unshift(selected);
  }

  const countryData = [
    ...(countryId ? [] : [{ value: '', label: countries.isPending ? 'Loading…' : 'Not set' }]),
    ...(countries.data ?? []).map((item) => ({ value: item._id, label: item.name })),
  ];

  const handleRegionChange = (value: string | null) => {
    const region = regionOptions.find((item) => item._id === value);
    if (region) setSeen((current) => ({ ...current, [region._id]: region }));
    onChange({ countryId, regionId: value ?? '' });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label="Country"
        data={countryData}
        value={countryId}
        onChange={(event) => onChange({ countryId: event.currentTarget.value, regionId: '' })}
        error={countryError ?? (countries.isError ? 'Countries could not be loaded' : undefined)}
      />
      <Select
        label="Region"
        placeholder={countryId ? 'Type to search' : 'Choose a country first'}
        description={
          showTimeZone ? 'Dates and times show in the time zone of your region.' : undefined
        }
        disabled={!countryId}
        searchable
        onSearchChange={setSearch}
        nothingFoundMessage={regions.isFetching ? 'Loading…' : 'No matching region'}
        data={regionOptions.map((region) => ({
          value: region._id,
          label: regionLabel(region, showTimeZone),
        }))}
        value={regionId || null}
        onChange={handleRegionChange}
        allowDeselect={false}
        error={regionError ?? (regions.isError ? 'Regions could not be loaded' : undefined)}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
