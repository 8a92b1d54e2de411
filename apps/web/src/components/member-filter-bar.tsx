import type { MemberFilterValues } from '@/lib/member-filters';
import { countActiveFilters, FilterBar } from './filter-bar';
import { LocationFilters, SectorsFilter } from './location-sector-filters';

type MemberFilterBarProps = {
  searchLabel: string;
  values: MemberFilterValues;
  onChange: (next: MemberFilterValues) => void;
  onReset: () => void;
};

/** Search, country, regions (of that country) and sectors over members, with a reset. */
export function MemberFilterBar({ searchLabel, values, onChange, onReset }: MemberFilterBarProps) {
  const update = (patch: Partial<MemberFilterValues>) => onChange({ ...values, ...patch });
  return (
    <FilterBar
      cols={{ base: 1, sm: 2, lg: 4 }}
      searchLabel={searchLabel}
      search={values.search}
      onSearchChange={(search) => update({ search })}
      onReset={onReset}
      activeFilters={countActiveFilters(values)}
      beside={
        <SectorsFilter
          value={values.sectors}
          onChange={(sectors) => update({ sectors })}
          style={{ flex: 1, minWidth: 0 }}
        />
      }
    >
      <LocationFilters value={values} onChange={update} />
    </FilterBar>
  );
}
