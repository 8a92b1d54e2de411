import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useRegions } from '@/lib/locations';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';
import { useChosenOptions } from './use-chosen-options';

type RegionsSelectProps = {
  countryId: string;
  value: string[];
  onChange: (ids: string[]) => void;
};

/** Regions of the chosen country, searched on the server as the member types. */
export function RegionsSelect({ countryId, value, onChange }: RegionsSelectProps) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const regions = useRegions(countryId, name);
  const options = useChosenOptions(value, regions.data);

  const handleChange = (ids: string[]) => {
    options.remember(ids);
    onChange(ids);
  };

  return (
    <MultiSelect
      label="Regions"
      placeholder={countryId ? (value.length ? '' : 'All') : 'Choose a country first'}
      disabled={!countryId}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={regions.isFetching ? 'Loading…' : 'No matching region'}
      data={options.data}
      value={value}
      onChange={handleChange}
      error={regions.isError ? 'Regions could not be loaded' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
