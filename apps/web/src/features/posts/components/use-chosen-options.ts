import { useState } from 'react';

type Named = { _id: string; name: string };

/**
 * The options of a multi-select searched on the server: what the server found, plus the items
 * already chosen, which keep their names while the member searches for others.
 */
export function useChosenOptions<Item extends Named>(value: string[], found: Item[] | undefined) {
  const [chosen, setChosen] = useState<Map<string, Item>>(() => new Map());

  const options = new Map<string, Item>();
  for (const id of value) {
    const item = chosen.get(id);
    if (item) options.set(id, item);
  }
  for (const item of found ?? []) options.set(item._id, item);

  const remember = (ids: string[]) => {
    const next = new Map<string, Item>();
    for (const id of ids) {
      const item = options.get(id);
      if (item) next.set(id, item);
    }
    setChosen(next);
  };

  const data = [...options.values()].map((item) => ({ value: item._id, label: item.name }));
  return { data, remember };
}
