import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  useSubscriptionSuggestions,
  type SubscriptionSuggestion,
} from '../api/get-subscription-suggestions';
import { SEARCH_DEBOUNCE_MS } from './use-filter-values';

type SubscriptionFilterProps = { value: string[]; onChange: (ids: string[]) => void };

/** Subscription plans by name, searched on the server as the member types. */
export function SubscriptionFilter({ value, onChange }: SubscriptionFilterProps) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useSubscriptionSuggestions(name);
  // Chosen plans keep their names while the member searches for others.
  const [seen, setSeen] = useState<Record<string, SubscriptionSuggestion>>({});

  const options = new Map<string, SubscriptionSuggestion>();
  for (const id of value) if (seen[id]) options.set(id, seen[id]);
  for (const plan of suggestions.data ?? []) options.set(plan._id, plan);

  const handleChange = (ids: string[]) => {
    const picked = (suggestions.data ?? []).filter((plan) => ids.includes(plan._id));
    setSeen((current) => ({
      ...current,
      ...Object.fromEntries(picked.map((plan) => [plan._id, plan])),
    }));
    onChange(ids);
  };

  return (
    <MultiSelect
      label="Subscriptions"
      placeholder={value.length ? '' : 'All'}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the names.
      filter={({ options: all }) => all}
      nothingFoundMessage={suggestions.isFetching ? 'Loading…' : 'No matching subscription'}
      data={[...options.values()].map((plan) => ({ value: plan._id, label: plan.name }))}
      value={value}
      onChange={handleChange}
      error={suggestions.isError ? 'Subscriptions could not be loaded' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
