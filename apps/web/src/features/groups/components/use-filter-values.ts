import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 300;

/** What the member typed and chose; `textSearch` follows the search box once typing pauses. */
export function useFilterValues<Values extends { search: string }>(empty: Values) {
  const [values, setValues] = useState(empty);
  const [textSearch] = useDebouncedValue(values.search.trim(), SEARCH_DEBOUNCE_MS);
  const reset = () => setValues(empty);
  return { values, setValues, textSearch, reset };
}
