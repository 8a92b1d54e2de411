import type { LeadStatus, LeadTabs } from '@nethub/contract';
import { Group, MultiSelect, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { BookmarkedOnlySwitch, countActiveFilters, FilterBar } from '@/components/filter-bar';
import { useDebouncedSearch, useFilterValues } from '@/lib/search';
import { useLeadTypeSuggestions } from '../api/get-lead-type-suggestions';
import type { LeadsFilters } from '../api/lead-keys';
import { isLeadStatus, LEAD_STAGES } from '../lead-constants';

export type LeadFilterValues = {
  search: string;
  pipelines: LeadStatus[];
  leadTypes: string[];
  bookmarkedOnly: boolean;
};

const NO_FILTERS: LeadFilterValues = {
  search: '',
  pipelines: [],
  leadTypes: [],
  bookmarkedOnly: false,
};

type ListFilters = Omit<LeadsFilters, 'type' | 'connectedUserId'>;

/** What the member typed and chose; the query gets the search only once typing pauses. */
export function useLeadFilters() {
  const { values, setValues, textSearch, reset } = useFilterValues(NO_FILTERS);
  const { pipelines, leadTypes, bookmarkedOnly } = values;
  const filters = useMemo<ListFilters>(
    () => ({ textSearch, pipelines, leadTypes, bookmarkedOnly }),
    [textSearch, pipelines, leadTypes, bookmarkedOnly],
  );
  const filtered = !!textSearch || pipelines.length > 0 || leadTypes.length > 0 || bookmarkedOnly;
  return { values, setValues, filters, filtered, reset };
}

type LeadFiltersProps = {
  values: LeadFilterValues;
  onChange: (next: LeadFilterValues) => void;
  onReset: () => void;
  /** Counts per stage, shown beside each stage when known. */
  stageCounts?: LeadTabs['pipelines'];
};

/** Search, pipeline stages, lead types and bookmarks, with a reset. */
export function LeadFilters({ values, onChange, onReset, stageCounts }: LeadFiltersProps) {
  const [typeSearch, setTypeSearch] = useState('');
  const leadTypes = useLeadTypeSuggestions(useDebouncedSearch(typeSearch));

  const update = (patch: Partial<LeadFilterValues>) => onChange({ ...values, ...patch });

  // Chosen types keep their place while the member searches for others.
  const typeOptions = [...values.leadTypes];
  for (const type of leadTypes.data ?? []) {
    if (!typeOptions.some((name) => name.toUpperCase() === type.name.toUpperCase())) {
      typeOptions.push(type.name);
    }
  }

  return (
    <FilterBar
      cols={{ base: 1, sm: 2 }}
      searchLabel="Search leads"
      searchDescription="Prospect name, e-mail or company"
      search={values.search}
      onSearchChange={(search) => update({ search })}
      onReset={onReset}
      activeFilters={countActiveFilters(values)}
      beside={
        <BookmarkedOnlySwitch
          checked={values.bookmarkedOnly}
          onChange={(bookmarkedOnly) => update({ bookmarkedOnly })}
        />
      }
    >
      <MultiSelect
        label="Pipeline stages"
        description="Leads at any of these stages"
        placeholder={values.pipelines.length ? '' : 'All stages'}
        data={LEAD_STAGES.map((stage) => ({ value: stage.status, label: stage.label }))}
        value={values.pipelines}
        onChange={(statuses) => update({ pipelines: statuses.filter(isLeadStatus) })}
        renderOption={({ option }) => {
          const count = isLeadStatus(option.value) ? stageCounts?.[option.value] : undefined;
          return (
            <Group justify="space-between" wrap="nowrap" w="100%">
              <span>{option.label}</span>
              {count !== undefined && (
                <Text component="span" size="xs" c="dimmed">
                  {count}
                </Text>
              )}
            </Group>
          );
        }}
        comboboxProps={{ withinPortal: true }}
      />
      <MultiSelect
        label="Lead types"
        description="Type to find more"
        placeholder={values.leadTypes.length ? '' : 'All types'}
        searchable
        searchValue={typeSearch}
        onSearchChange={setTypeSearch}
        nothingFoundMessage={leadTypes.isFetching ? 'Loading…' : 'No matching lead type'}
        data={typeOptions}
        value={values.leadTypes}
        onChange={(names) => update({ leadTypes: names })}
        error={leadTypes.isError ? 'Lead types could not be loaded' : undefined}
        comboboxProps={{ withinPortal: true }}
      />
    </FilterBar>
  );
}
