import type { MemberFilterValues } from '@/lib/member-filters';
import { countActiveFilters, FilterBar } from './filter-bar';
import { LocationFilters, SectorsFilter } from './location-sector-filters';

type MemberFilterBarProps = {
  searchLabel: string;
  values: MemberFilterValues;
  onChange: (next: MemberFilterValues) => void;
  onReset: () => void;
  /** More choices (sorting, a switch) folded with the filters on a phone, on a row of their own. */
  more?: React.ReactNode;
  /** How many of those are set, for the Filters button's count. */
  moreActive?: number;
};

/** Search, country, regions (of that country) and sectors over members, with a reset. */
export function MemberFilterBar({
  searchLabel,
  values,
  onChange,
  onReset,
  more,
  moreActive = 0,
}: MemberFilterBarProps) {
  const update = (patch: Partial<MemberFilterValues>) => onChange({ ...values, ...patch });
  return (
    <FilterBar
      cols={{ base: 1, sm: 2, lg: 4 }}
      searchLabel={searchLabel}
      search={values.search}
      onSearchChange={(search) => update({ search })}
      onReset={onReset}
      activeFilters={countActiveFilters(values) + moreActive}
      footer={more}
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
