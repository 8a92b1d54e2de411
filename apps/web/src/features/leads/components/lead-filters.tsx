import type { LeadStatus, LeadTabs } from '@nethub/contract';
import { Button, Group, MultiSelect, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useLeadTypeSuggestions } from '../api/get-lead-type-suggestions';
import type { LeadsFilters } from '../api/lead-keys';
import { isLeadStatus, LEAD_STAGES } from '../lead-constants';

export const SEARCH_DEBOUNCE_MS = 300;

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
  const [values, setValues] = useState(NO_FILTERS);
  const [textSearch] = useDebouncedValue(values.search.trim(), SEARCH_DEBOUNCE_MS);
  const { pipelines, leadTypes, bookmarkedOnly } = values;
  const filters = useMemo<ListFilters>(
    () => ({ textSearch, pipelines, leadTypes, bookmarkedOnly }),
    [textSearch, pipelines, leadTypes, bookmarkedOnly],
  );
  const filtered = !!textSearch || pipelines.length > 0 || leadTypes.length > 0 || bookmarkedOnly;
  const reset = () => setValues(NO_FILTERS);
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
  const [typeName] = useDebouncedValue(typeSearch.trim(), SEARCH_DEBOUNCE_MS);
  const leadTypes = useLeadTypeSuggestions(typeName);

  const update = (patch: Partial<LeadFilterValues>) => onChange({ ...values, ...patch });

  // Chosen types keep their place while the member searches for others.
  const typeOptions = [...values.leadTypes];
  for (const type of leadTypes.data ?? []) {
    if (!typeOptions.some((name) => name.toUpperCase() === type.name.toUpperCase())) {
      typeOptions.push(type.name);
    }
  }

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput
        label="Search leads"
        description="Prospect name, e-mail or company"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={values.search}
        onChange={(event) => update({ search: event.currentTarget.value })}
      />
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
      <Group gap="md" align="flex-end" justify="space-between" wrap="nowrap">
        <Switch
          label="Bookmarked only"
          checked={values.bookmarkedOnly}
          onChange={(event) => update({ bookmarkedOnly: event.currentTarget.checked })}
          mb={8}
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
