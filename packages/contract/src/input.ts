const isEmpty = (item: unknown) => item === '' || item === null || item === undefined;

/**
 * Input hygiene shared by the web client and the server: strings trimmed, empty strings,
 * null and undefined dropped (recursively, also inside arrays of objects).
 *
 * Iterative (an explicit stack, not recursion), so no nesting, however deep, overflows the call
 * stack: a hostile body must cost a 400, never a stack overflow (decision 011).
 */
export function normalizeInput<T>(value: T): T {
  const pending: Array<[source: object, out: unknown[] | Record<string, unknown>]> = [];
  const copy = (item: unknown): unknown => {
    if (typeof item === 'string') return item.trim();
    if (Array.isArray(item)) {
      const out: unknown[] = [];
      pending.push([item, out]);
      return out;
    }
    if (item && typeof item === 'object' && Object.getPrototypeOf(item) === Object.prototype) {
      const out: Record<string, unknown> = {};
      pending.push([item, out]);
      return out;
    }
    return item;
  };
  const result = copy(value);
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [source, out] = next;
    if (Array.isArray(out)) {
      for (const raw of source as unknown[]) {
        const item = copy(raw);
        if (!isEmpty(item)) out.push(item);
      }
    } else {
      for (const [key, raw] of Object.entries(source)) {
        const item = copy(raw);
        if (!isEmpty(item)) out[key] = item;
      }
    }
  }
  return result as T;
}

/** Website URLs without a scheme get https:// (spec §5). */
export function normalizeWebsite(url: string): string {
  const trimmed = url.trim();
  if (!trimmed) return trimmed;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A redirect target taken from a URL must be a same-origin path (no open redirect). */
export function isSafeRedirectPath(path: string | null | undefined): path is string {
  return !!path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}
