import { Button, Group, SimpleGrid, Switch, TextInput, type SimpleGridProps } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useId } from 'react';
import { Badge } from './badge';

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
  /** A row of its own after the filters (sorting, a switch), folded with them on a phone. */
  footer?: React.ReactNode;
  /** How many filters besides the search are set: the count on the phone's "Filters" button. */
  activeFilters?: number;
};

/**
 * A grid of filters: a search box, the filters, then a reset button. On a phone only the search
 * shows, with a "Filters" button that unfolds the rest (and counts the ones that are set), so
 * the first results start near the top of the screen (global.css: .filter-bar-filters).
 */
export function FilterBar({
  cols,
  searchLabel,
  searchDescription,
  search,
  onSearchChange,
  onReset,
  children,
  beside,
  footer,
  activeFilters = 0,
}: FilterBarProps) {
  const [open, { toggle }] = useDisclosure(false);
  const filtersId = useId();
  // On a phone the search's description becomes its placeholder: one line less above the list.
  const phone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const hasFilters = children !== null && children !== undefined;
  return (
    <SimpleGrid cols={cols} spacing="md">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={searchLabel}
          description={phone ? undefined : searchDescription}
          placeholder={phone ? searchDescription : undefined}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => onSearchChange(event.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
        />
        {hasFilters && (
          <Button
            hiddenFrom="sm"
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              activeFilters > 0 ? (
                <Badge size="sm" tone="info" strong circle aria-hidden>
                  {activeFilters}
                </Badge>
              ) : undefined
            }
            aria-label={activeFilters > 0 ? `Filters, ${activeFilters} set` : undefined}
            aria-expanded={open}
            aria-controls={filtersId}
            onClick={toggle}
          >
            Filters
          </Button>
        )}
      </Group>
      <div id={filtersId} className="filter-bar-filters" data-open={open || undefined}>
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
        {footer && <div style={{ gridColumn: '1 / -1' }}>{footer}</div>}
      </div>
    </SimpleGrid>
  );
}

/** How many of a filter bar's values besides the search are set (a choice, a list, a switch). */
export function countActiveFilters(values: Record<string, unknown>): number {
  return Object.entries(values).filter(
    ([key, value]) =>
      key !== 'search' && (Array.isArray(value) ? value.length > 0 : Boolean(value)),
  ).length;
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
