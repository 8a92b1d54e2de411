import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSubscriptionSuggestions } from '../api/get-subscription-suggestions';
import { SEARCH_DEBOUNCE_MS } from './search-debounce';
import { useChosenOptions } from './use-chosen-options';

type SubscriptionsSelectProps = {
  networkDirectoryId?: string;
  value: string[];
  onChange: (ids: string[]) => void;
};

/** Subscription plans of network groups, searched on the server by name. */
export function SubscriptionsSelect({
  networkDirectoryId,
  value,
  onChange,
}: SubscriptionsSelectProps) {
  const [search, setSearch] = useState('');
  const [name] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const suggestions = useSubscriptionSuggestions(networkDirectoryId, name);
  const options = useChosenOptions(value, suggestions.data);

  const handleChange = (ids: string[]) => {
    options.remember(ids);
    onChange(ids);
  };

  return (
    <MultiSelect
      label="Subscriptions"
      placeholder={value.length ? '' : 'All'}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={suggestions.isFetching ? 'Loading…' : 'No matching subscription'}
      data={options.data}
      value={value}
      onChange={handleChange}
      error={suggestions.isError ? 'Subscriptions could not be loaded' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
