import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** How long typing pauses before a search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

/** `text` trimmed, once typing pauses: what a search sends to the server. */
export function useDebouncedSearch(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  return debounced;
}

/** A filter bar's values; `textSearch` follows its search box once typing pauses. */
export function useFilterValues<Values extends { search: string }>(empty: Values) {
  const [values, setValues] = useState(empty);
  const textSearch = useDebouncedSearch(values.search);
  const reset = () => setValues(empty);
  return { values, setValues, textSearch, reset };
}
