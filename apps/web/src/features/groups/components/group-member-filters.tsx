import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { MemberFilters } from '../api/group-keys';
import { LocationSectorFields } from './location-sector-fields';
import { useFilterValues } from './use-filter-values';

export type MemberFilterValues = {
  search: string;
  country: string;
  regions: string[];
  sectors: string[];
};

const NO_FILTERS: MemberFilterValues = { search: '', country: '', regions: [], sectors: [] };

/** The filters of a group's member list, and whether any is set. */
export function useGroupMemberFilters() {
  const { values, setValues, textSearch, reset } = useFilterValues(NO_FILTERS);
  const { country, regions, sectors } = values;
  const filters = useMemo<MemberFilters>(
    () => ({ textSearch, country, regions, sectors }),
    [textSearch, country, regions, sectors],
  );
  const filtered = !!textSearch || !!country || regions.length > 0 || sectors.length > 0;
  return { values, setValues, filters, filtered, reset };
}

type GroupMemberFiltersProps = {
  values: MemberFilterValues;
  onChange: (next: MemberFilterValues) => void;
  onReset: () => void;
};

/** Search, country, regions and sectors over a group's members, with a reset. */
export function GroupMemberFilters({ values, onChange, onReset }: GroupMemberFiltersProps) {
  const update = (patch: Partial<MemberFilterValues>) => onChange({ ...values, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
      <TextInput
        label="Search members"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => update({ search: event.currentTarget.value })}
      />
      <LocationSectorFields value={values} onChange={update} />
      <Group align="flex-end">
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
