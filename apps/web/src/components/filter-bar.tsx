import { Button, Group, SimpleGrid, Switch, TextInput, type SimpleGridProps } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';

type FilterBarProps = {
  cols: SimpleGridProps['cols'];
  searchLabel: string;
  searchDescription?: string;
  search: string;
  onSearchChange: (search: string) => void;
  onReset: () => void;
  /** The filters between the search box and the reset button, a cell each. */
  children: React.ReactNode;
  /** Shares the reset button's cell, before it. */
  beside?: React.ReactNode;
};

/** A grid of filters: a search box, the filters, then a reset button. */
export function FilterBar({
  cols,
  searchLabel,
  searchDescription,
  search,
  onSearchChange,
  onReset,
  children,
  beside,
}: FilterBarProps) {
  return (
    <SimpleGrid cols={cols} spacing="md">
      <TextInput
        label={searchLabel}
        description={searchDescription}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
      />
      {children}
      <Group gap="md" align="flex-end" justify="space-between" wrap="nowrap">
        {beside}
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

type BookmarkedOnlySwitchProps = { checked: boolean; onChange: (checked: boolean) => void };

/** Only what I bookmarked: put beside a filter bar's reset button. */
export function BookmarkedOnlySwitch({ checked, onChange }: BookmarkedOnlySwitchProps) {
  return (
    <Switch
      label="Bookmarked only"
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
      mb={8}
    />
  );
}
