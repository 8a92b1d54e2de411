import { MantineProvider, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { countActiveFilters, FilterBar } from './filter-bar';

const bar = (activeFilters: number, children: React.ReactNode = <TextInput label="Country" />) =>
  render(
    <MantineProvider>
      <FilterBar
        cols={{ base: 1, sm: 2 }}
        searchLabel="Search members"
        search=""
        onSearchChange={vi.fn()}
        onReset={vi.fn()}
        activeFilters={activeFilters}
      >
        {children}
      </FilterBar>
    </MantineProvider>,
  );

describe('FilterBar', () => {
  it('offers a Filters button that unfolds the filters and counts the ones set', async () => {
    bar(2);
    const button = screen.getByRole('button', { name: /^Filters/ });
    expect(button).toHaveAccessibleName('Filters, 2 set');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const filters = document.getElementById(button.getAttribute('aria-controls')!);
    expect(filters).toContainElement(screen.getByRole('textbox', { name: 'Country' }));
    expect(filters).toContainElement(screen.getByRole('button', { name: 'Reset' }));
    expect(filters).not.toHaveAttribute('data-open');

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(filters).toHaveAttribute('data-open');
  });

  it('shows no count when nothing is set, and no button when there is only the search', () => {
    const { unmount } = bar(0);
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters');
    unmount();
    bar(0, null);
    expect(screen.queryByRole('button', { name: /^Filters/ })).not.toBeInTheDocument();
  });
});

describe('countActiveFilters', () => {
  it('counts chosen values, non-empty lists and switches on, never the search', () => {
    expect(countActiveFilters({ search: 'ava', country: '', regions: [], on: false })).toBe(0);
    expect(countActiveFilters({ search: 'ava', country: 'gb', regions: ['x'], on: true })).toBe(3);
  });
});
