import { useMemo } from 'react';
import { useFilterValues } from './search';

/** The filters of a list of members (spec §3): explore, my connections and a group's members. */
export type MemberFilters = {
  textSearch: string;
  country: string;
  regions: string[];
  sectors: string[];
};

/** What the member typed and chose; `search` becomes `textSearch` once typing pauses. */
export type MemberFilterValues = Omit<MemberFilters, 'textSearch'> & { search: string };

const NO_FILTERS: MemberFilterValues = { search: '', country: '', regions: [], sectors: [] };

/** A member filter bar's values, the filters they make, and whether any is set. */
export function useMemberFilters(initialSearch = '') {
  // Spec §4 "Explore reset": country and region back to All; search and sectors cleared too.
  const { values, setValues, textSearch, reset } = useFilterValues(NO_FILTERS, initialSearch);
  const { country, regions, sectors } = values;
  const filters = useMemo<MemberFilters>(
    () => ({ textSearch, country, regions, sectors }),
    [textSearch, country, regions, sectors],
  );
  const filtered = !!textSearch || !!country || regions.length > 0 || sectors.length > 0;
  return { values, setValues, filters, filtered, reset };
}

/** Query parameters of the member filters: ids comma-joined; empty values are dropped. */
export const memberFilterParams = ({ textSearch, country, regions, sectors }: MemberFilters) => ({
  textSearch,
  country,
  regions: regions.join(','),
  sectors: sectors.join(','),
});
