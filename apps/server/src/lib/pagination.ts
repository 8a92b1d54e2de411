import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { EXACT_COUNT_WINDOW, type ListQuery, type ListResponse } from '@nethub/contract';
import type { DbOrTx } from '../db/client.js';

export function pageWindow(query: Pick<ListQuery, 'page' | 'offset'>) {
  return { limit: query.offset, skip: (query.page - 1) * query.offset };
}

export function toListResponse<T>(
  rows: T[],
  totalRows: number,
  query: Pick<ListQuery, 'page' | 'offset'>,
): ListResponse<T> {
  return {
    rows,
    totalRows,
    totalPages: Math.ceil(totalRows / query.offset),
    page: query.page,
    offset: query.offset,
  };
}

/**
 * The total of a list too large to count on every page (decision 003). Exact while the matches
 * end within EXACT_COUNT_WINDOW (contract) rows of the page's first row: a count over a
 * `limit skip + window + 1` subquery, which costs about as much as reading that many index rows.
 * Beyond, an estimate: PostgreSQL's planner row estimate for the whole match (EXPLAIN, which
 * reads no rows), never less than the `skip + window + 1` rows known to exist. A client that
 * pages by `totalPages` therefore always sees a next page while one exists, and the count is
 * exact on the last pages. `fromWhere` is the list's `from … where …` (no order, no limit).
 *
 * An estimate is kept for ESTIMATE_TTL_MS by the list's SQL and parameters: the busiest lists (the
 * community feed, a common search) are the large ones, and their totals are estimates anyway, so
 * the two statements behind one are not asked again on every page view. A list that was small is
 * always counted again.
 */
export async function cappedTotal(
  db: DbOrTx,
  fromWhere: SQL,
  query: Pick<ListQuery, 'page' | 'offset'>,
  window = EXACT_COUNT_WINDOW,
): Promise<{ totalRows: number; totalRowsExact: boolean }> {
  const bound = pageWindow(query).skip + window + 1;
  const estimates = estimatesOf(db);
  const key = estimateKey(fromWhere, bound);
  const known = estimates.get(key);
  if (known && known.until > Date.now())
    return { totalRows: known.totalRows, totalRowsExact: false };
  const counted = (await db.execute(
    sql`select count(*)::int as n from (select 1 ${fromWhere} limit ${bound}) as capped`,
  )) as unknown as { rows: Array<{ n: number | string }> };
  const exact = Number(counted.rows[0]?.n ?? 0);
  if (exact < bound) {
    estimates.delete(key);
    return { totalRows: exact, totalRowsExact: true };
  }
  const totalRows = Math.max(bound, await plannerEstimate(db, fromWhere));
  remember(estimates, key, totalRows);
  return { totalRows, totalRowsExact: false };
}

const ESTIMATE_TTL_MS = 30_000;
const MAX_ESTIMATES = 10_000;
type Estimates = Map<string, { totalRows: number; until: number }>;
/** Per database handle: tests open many databases in one process. */
const estimatesByDb = new WeakMap<object, Estimates>();
const dialect = new PgDialect();

function estimatesOf(db: DbOrTx): Estimates {
  let estimates = estimatesByDb.get(db);
  if (!estimates) estimatesByDb.set(db, (estimates = new Map()));
  return estimates;
}

function estimateKey(fromWhere: SQL, bound: number) {
  const { sql: text, params } = dialect.sqlToQuery(fromWhere);
  return `${bound}\u0000${text}\u0000${JSON.stringify(params, (_, v: unknown) => (typeof v === 'bigint' ? String(v) : v))}`;
}

function remember(estimates: Estimates, key: string, totalRows: number) {
  if (estimates.size >= MAX_ESTIMATES) {
    const oldest = estimates.keys().next();
    if (!oldest.done) estimates.delete(oldest.value);
  }
  estimates.set(key, { totalRows, until: Date.now() + ESTIMATE_TTL_MS });
}

/** The planner's estimate of the rows `select 1 <fromWhere>` returns; 0 when it cannot say. */
async function plannerEstimate(db: DbOrTx, fromWhere: SQL): Promise<number> {
  try {
    const result = (await db.execute(
      sql`explain (format json) select 1 ${fromWhere}`,
    )) as unknown as {
      rows: Array<Record<string, unknown>>;
    };
    const cell = Object.values(result.rows[0] ?? {})[0];
    const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as Array<{
      Plan?: { 'Plan Rows'?: number };
    }>;
    const rows = Number(plan[0]?.Plan?.['Plan Rows']);
    return Number.isFinite(rows) ? Math.round(rows) : 0;
  } catch {
    return 0;
  }
}

/** Escapes LIKE wildcards so a member's search text is matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
