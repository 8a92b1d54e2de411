import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useDebouncedSearch } from '@/lib/search';

type Named = { _id: string; name: string };

/** What the member types in a searched select, and the name to look up once typing pauses. */
export function useSelectSearch() {
  const [text, setText] = useState('');
  return { text, setText, name: useDebouncedSearch(text) };
}

/**
 * The options: what the server found, plus the items already chosen, which keep their names
 * while the member searches for others.
 */
function useChosenOptions(value: string[], found: Named[] | undefined) {
  const [chosen, setChosen] = useState<Map<string, Named>>(() => new Map());

  const options = new Map<string, Named>();
  for (const id of value) {
    const item = chosen.get(id);
    if (item) options.set(id, item);
  }
  for (const item of found ?? []) options.set(item._id, item);

  const remember = (ids: string[]) => {
    const next = new Map<string, Named>();
    for (const id of ids) {
      const item = options.get(id);
      if (item) next.set(id, item);
    }
    setChosen(next);
  };

  const data = [...options.values()].map((item) => ({ value: item._id, label: item.name }));
  return { data, remember };
}

type SearchedMultiSelectProps = {
  label: string;
  placeholder: string;
  disabled?: boolean;
  search: ReturnType<typeof useSelectSearch>;
  /** The server's answer to `search.name`. */
  found: { data?: Named[]; isFetching: boolean; isError: boolean };
  nothingFound: string;
  loadFailed: string;
  value: string[];
  onChange: (ids: string[]) => void;
};

/** Ids to choose among items the server finds by name as the member types. */
export function SearchedMultiSelect({
  search,
  found,
  nothingFound,
  loadFailed,
  value,
  onChange,
  ...props
}: SearchedMultiSelectProps) {
  const options = useChosenOptions(value, found.data);

  const handleChange = (ids: string[]) => {
    options.remember(ids);
    onChange(ids);
  };

  return (
    <MultiSelect
      {...props}
      searchable
      searchValue={search.text}
      onSearchChange={search.setText}
      nothingFoundMessage={found.isFetching ? 'Loading…' : nothingFound}
      data={options.data}
      value={value}
      onChange={handleChange}
      error={found.isError ? loadFailed : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
