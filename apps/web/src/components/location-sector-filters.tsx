import { MultiSelect, NativeSelect, type MantineStyleProp } from '@mantine/core';
import { MESSAGES } from '@/lib/errors';
import { useCountries, useRegions } from '@/lib/locations';
import { useSectors } from '@/lib/sectors';
import { SearchedMultiSelect, useSelectSearch } from './searched-multi-select';

/** Ids of a country, regions of that country and sectors; empty is "All". */
export type LocationSectorValues = { country: string; regions: string[]; sectors: string[] };

type LocationValues = Pick<LocationSectorValues, 'country' | 'regions'>;

type FilterProps<Value> = { value: Value; onChange: (patch: Partial<Value>) => void };

type RegionsSelectProps = { country: string; value: string[]; onChange: (ids: string[]) => void };

/** Regions of the chosen country, searched on the server as the member types. */
function RegionsSelect({ country, value, onChange }: RegionsSelectProps) {
  const search = useSelectSearch();
  const regions = useRegions(country, search.name);
  return (
    <SearchedMultiSelect
      label="Regions"
      placeholder={country ? (value.length ? '' : 'All') : 'Choose a country first'}
      disabled={!country}
      search={search}
      found={regions}
      nothingFound="No matching region"
      loadFailed="Regions could not be loaded"
      value={value}
      onChange={onChange}
    />
  );
}

/** Country, then regions of that country: a new country clears the regions. */
export function LocationFilters({ value, onChange }: FilterProps<LocationValues>) {
  const countries = useCountries();
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
      <RegionsSelect
        country={value.country}
        value={value.regions}
        onChange={(regions) => onChange({ regions })}
      />
    </>
  );
}

type SectorsFilterProps = {
  value: string[];
  onChange: (ids: string[]) => void;
  style?: MantineStyleProp;
};

/** Sectors, all loaded at once and narrowed in the browser as the member types. */
export function SectorsFilter({ value, onChange, style }: SectorsFilterProps) {
  const sectors = useSectors();
  return (
    <MultiSelect
      label="Sectors"
      placeholder={value.length ? '' : 'All'}
      searchable
      data={(sectors.data ?? []).map((sector) => ({ value: sector._id, label: sector.name }))}
      value={value}
      onChange={onChange}
      error={sectors.isError ? MESSAGES.sectorsFetchFailed : undefined}
      comboboxProps={{ withinPortal: true }}
      style={style}
    />
  );
}

/** Country, regions of that country and sectors: three cells of a filter bar. */
export function LocationSectorFilters({ value, onChange }: FilterProps<LocationSectorValues>) {
  return (
    <>
      <LocationFilters value={value} onChange={onChange} />
      <SectorsFilter value={value.sectors} onChange={(sectors) => onChange({ sectors })} />
    </>
  );
}
