/**
 * Input hygiene shared by the web client and the server: strings trimmed, empty strings,
 * null and undefined dropped (recursively, also inside arrays of objects).
 */
export function normalizeInput<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) {
    return value
      .map((item) => normalizeInput(item))
      .filter((item) => item !== '' && item !== null && item !== undefined) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const out: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(value)) {
      const item = normalizeInput(raw);
      if (item === '' || item === null || item === undefined) continue;
      out[key] = item;
    }
    return out as T;
  }
  return value;
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
