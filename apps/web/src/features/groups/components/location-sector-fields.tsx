import type { Region } from '@nethub/contract';
import { MultiSelect, NativeSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { MESSAGES } from '@/lib/errors';
import { useCountries, useRegions } from '@/lib/locations';
import { useSectors } from '@/lib/sectors';
import { SEARCH_DEBOUNCE_MS } from './use-filter-values';

export type LocationSectorValues = { country: string; regions: string[]; sectors: string[] };

type LocationSectorFieldsProps = {
  value: LocationSectorValues;
  onChange: (patch: Partial<LocationSectorValues>) => void;
};

/** Country, regions of that country and sectors: three fields of a filter bar's grid. */
export function LocationSectorFields({ value, onChange }: LocationSectorFieldsProps) {
  const countries = useCountries();
  const sectors = useSectors();
  const [regionSearch, setRegionSearch] = useState('');
  const [regionName] = useDebouncedValue(regionSearch.trim(), SEARCH_DEBOUNCE_MS);
  const regions = useRegions(value.country, regionName);
  // Chosen regions keep their names while the member searches for others.
  const [seen, setSeen] = useState<Record<string, Region>>({});

  const regionOptions = new Map<string, Region>();
  for (const id of value.regions) if (seen[id]) regionOptions.set(id, seen[id]);
  for (const region of regions.data ?? []) regionOptions.set(region._id, region);

  const handleRegionsChange = (ids: string[]) => {
    const picked = (regions.data ?? []).filter((region) => ids.includes(region._id));
    setSeen((current) => ({
      ...current,
      ...Object.fromEntries(picked.map((region) => [region._id, region])),
    }));
    onChange({ regions: ids });
  };

  return (
    <>
      <NativeSelect
        label="Country"
        value={value.country}
        data={[
          { value: '', label: 'All' },
          ...(countries.data ?? []).map((country) => ({ value: country._id, label: country.name })),
        ]}
        onChange={(event) => onChange({ country: event.currentTarget.value, regions: [] })}
        error={countries.isError ? 'Countries could not be loaded' : undefined}
      />
      <MultiSelect
        label="Regions"
        placeholder={value.country ? (value.regions.length ? '' : 'All') : 'Choose a country first'}
        disabled={!value.country}
        searchable
        searchValue={regionSearch}
        onSearchChange={setRegionSearch}
        nothingFoundMessage={regions.isFetching ? 'Loading…' : 'No matching region'}
        data={[...regionOptions.values()].map((region) => ({
          value: region._id,
          label: region.name,
        }))}
        value={value.regions}
        onChange={handleRegionsChange}
        error={regions.isError ? 'Regions could not be loaded' : undefined}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Sectors"
        placeholder={value.sectors.length ? '' : 'All'}
        searchable
        data={(sectors.data ?? []).map((sector) => ({ value: sector._id, label: sector.name }))}
        value={value.sectors}
        onChange={(ids) => onChange({ sectors: ids })}
        error={sectors.isError ? MESSAGES.sectorsFetchFailed : undefined}
        comboboxProps={{ withinPortal: true }}
      />
    </>
  );
}
