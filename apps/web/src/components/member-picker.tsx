import type { ProfileCard } from '@nethub/contract';
import {
  Avatar,
  Group,
  Stack,
  Text,
  type ComboboxItem,
  type ComboboxLikeRenderOptionInput,
  type OptionsFilter,
} from '@mantine/core';
import { fullName, initials, jobRole } from '@/lib/format';

/** One member of a picker's list: photo (or initials), name and role. */
function MemberOption({ member }: { member: ProfileCard }) {
  const role = jobRole(member);
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={member.avatarUrl} alt="" aria-hidden color="blue" radius="xl" size={32}>
        {initials(member)}
      </Avatar>
      <Stack gap={0}>
        <Text size="sm">{fullName(member)}</Text>
        {role && (
          <Text size="xs" c="dimmed">
            {role}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

// The server already searched: every option it sent is a match.
const serverFiltered: OptionsFilter = ({ options }) => options;

type MemberPickerOptions = {
  /** The members to offer, by id: the server's matches and those already chosen. */
  members: Map<string, ProfileCard>;
  search: string;
  onSearchChange: (search: string) => void;
  /** The server is still searching. */
  searching: boolean;
};

/** The props a Select or MultiSelect of my connections shares, searched on the server as I type. */
export function memberPickerProps({
  members,
  search,
  onSearchChange,
  searching,
}: MemberPickerOptions) {
  return {
    searchable: true,
    searchValue: search,
    onSearchChange,
    filter: serverFiltered,
    data: [...members.values()].map((member) => ({ value: member._id, label: fullName(member) })),
    renderOption: ({ option }: ComboboxLikeRenderOptionInput<ComboboxItem>) => {
      const member = members.get(option.value);
      return member ? <MemberOption member={member} /> : option.label;
    },
    nothingFoundMessage: searching ? 'Loading…' : 'No matching connection',
    comboboxProps: { withinPortal: true },
  };
}
