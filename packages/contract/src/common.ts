import { z } from 'zod';

/** Default page size of every list (spec §9). */
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const idSchema = z.uuid();
export const idParams = z.object({ id: idSchema });

export const sortOrder = z.enum(['ASC', 'DESC']);
export type SortOrder = z.infer<typeof sortOrder>;

/** The shared list query of spec §3: page from 1, `offset` is the page size. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  offset: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  textSearch: z.string().trim().max(200).optional(),
  sort: z.string().max(50).optional(),
  order: sortOrder.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export function listResponse<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    totalRows: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    offset: z.number().int(),
  });
}
export type ListResponse<T> = {
  rows: T[];
  totalRows: number;
  totalPages: number;
  page: number;
  offset: number;
};

/** Every success body is `{ data: payload }` (ARCHITECTURE §3). */
export function envelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

export const okResult = z.object({ ok: z.literal(true) });

export const errorBody = z.object({
  statusCode: z.number().int(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

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
