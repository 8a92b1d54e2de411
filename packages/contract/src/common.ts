import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants/paging.js';

export const idSchema = z.uuid();

/** Optional free text: trimmed, at most `max` characters, and absent when left blank. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v || undefined);
/** A phone number as people write one: digits, spaces, brackets and dashes, an optional +. */
const PHONE_PATTERN = /^[+\d][\d\s()-]{5,}$/;
export const PHONE_WORDS = 'Please enter a valid phone number';
export const phoneNumber = z.string().trim().max(30).regex(PHONE_PATTERN, PHONE_WORDS);
/** An optional phone number: '' is no number, anything else must look like one. */
export const optionalPhoneNumber = optionalText(30).refine(
  (value) => value === undefined || PHONE_PATTERN.test(value),
  PHONE_WORDS,
);
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

/** A download in CSV (UTF-8 with a byte-order mark, RFC 4180), the list's filters applied. */
export const csvFile = z.string().describe('CSV text, one header line then a line per row');

export function listResponse<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    totalRows: z.number().int(),
    totalPages: z.number().int(),
    page: z.number().int(),
    offset: z.number().int(),
  });
}
/** Rows past the first row of a page that the large lists count exactly (server: pagination.ts). */
export const EXACT_COUNT_WINDOW = 500;

/**
 * The shared list shape for lists too large to count on every page (explore, the community and
 * group feeds). `totalRows` is exact while the matches end within EXACT_COUNT_WINDOW rows of the
 * page's first row; beyond, it is PostgreSQL's planner estimate of all matches, never less than
 * the rows known to exist, so `page < totalPages` holds whenever another page exists.
 */
export function estimatedListResponse<T extends z.ZodType>(row: T) {
  return listResponse(row).extend({
    totalRows: z
      .number()
      .int()
      .describe(
        `Exact while the matches end within ${EXACT_COUNT_WINDOW} rows of this page's first row ` +
          "(totalRowsExact true); beyond, the database planner's estimate of all matches, never " +
          'less than the rows known to exist.',
      ),
    totalRowsExact: z.boolean().describe('Whether totalRows is an exact count.'),
    hasMore: z.boolean().describe('Whether a next page exists (always exact).'),
  });
}
export type EstimatedListResponse<T> = ListResponse<T> & {
  totalRowsExact: boolean;
  hasMore: boolean;
};

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
