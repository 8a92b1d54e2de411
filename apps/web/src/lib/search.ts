import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing pauses before a search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** `text` trimmed, once typing pauses: what a search sends to the server. */
export function useDebouncedSearch(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return debounced;
}

/**
 * A filter bar's values; `textSearch` follows its search box once typing pauses. The search box
 * starts with `initialSearch` (a page's `?q=`, see useAddressSearch).
 */
export function useFilterValues<Values extends { search: string }>(
  empty: Values,
  initialSearch = '',
) {
  const [values, setValues] = useState(() =>
    initialSearch ? { ...empty, search: initialSearch } : empty,
  );
  const textSearch = useDebouncedSearch(values.search);
  const reset = () => setValues(empty);
  return { values, setValues, textSearch, reset };
}

/** The page address's `?q=`, which the header search's "See all" links carry (ADR 033). */
export function useAddressSearch() {
  const [params] = useSearchParams();
  return params.get('q') ?? '';
}

/**
 * Calls `follow` when `q` changes after the first render: a page that stays open takes a new
 * `?q=` (another search from the header) into its own search box.
 */
export function useFollowSearch(q: string, follow: (q: string) => void) {
  const [seen, setSeen] = useState(q);
  if (q !== seen) {
    setSeen(q);
    follow(q);
  }
}
