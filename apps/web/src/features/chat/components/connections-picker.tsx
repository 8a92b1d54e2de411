import type { ProfileCard } from '@nethub/contract';
import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { memberPickerProps } from '@/components/member-picker';
import { useDebouncedSearch } from '@/lib/search';
import { useChatConnections } from '../api/get-chat-connections';

type ConnectionsPickerProps = {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  /** Members already in the group: not offered. */
  exclude?: Set<string>;
  required?: boolean;
  error?: string;
};

/** Some of my connections, searched on the server as I type. */
export function ConnectionsPicker({
  label,
  value,
  onChange,
  exclude,
  required,
  error,
}: ConnectionsPickerProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(new Map<string, ProfileCard>());
  const connections = useChatConnections(useDebouncedSearch(search));
  const members = new Map(chosen);
  for (const member of connections.data?.rows ?? [])
    if (!exclude?.has(member._id)) members.set(member._id, member);

  const handleChange = (ids: string[]) => {
    setChosen(new Map(ids.flatMap((id) => (members.has(id) ? [[id, members.get(id)!]] : []))));
    onChange(ids);
  };

  return (
    <MultiSelect
      label={label}
      required={required}
      placeholder={value.length ? '' : 'Search your connections'}
      {...memberPickerProps({
        members,
        search,
        onSearchChange: setSearch,
        searching: connections.isFetching,
      })}
      value={value}
      onChange={handleChange}
      error={error}
    />
  );
}
