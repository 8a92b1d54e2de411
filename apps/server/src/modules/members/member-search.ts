import { and, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.js';
import { memberSearch } from './member-search.tables.js';
import { anyOf } from '../../db/any-of.js';

const qb = new QueryBuilder();

/**
 * member_search for other modules' people searches (ADR 015): a derived table under the table's
 * own name, which PostgreSQL plans as the table itself (same partial indexes).
 */
export const memberSearchRows = qb
  .select({
    userId: memberSearch.userId,
    listed: memberSearch.listed,
    sortKey: memberSearch.sortKey,
    countryId: memberSearch.countryId,
    regionId: memberSearch.regionId,
    document: memberSearch.document,
    restDocument: memberSearch.restDocument,
  })
  .from(memberSearch)
  .as('member_search');

/** A condition: the member whose id is `userId` lives in this country and/or one of these regions. */
export function livesIn(userId: AnyPgColumn, place: { country?: string; regions?: string[] }) {
  const conditions: SQL[] = [sql`ms.user_id = ${userId}`];
  if (place.country) conditions.push(sql`ms.country_id = ${place.country}`);
  if (place.regions?.length) conditions.push(sql`ms.region_id in ${place.regions}`);
  return sql`exists (select 1 from ${memberSearch} ms where ${sql.join(conditions, sql` and `)})`;
}

/** A condition: the search document of the member whose id is `userId` matches `query`. */
export const documentMatches = (userId: AnyPgColumn, query: SQL) =>
  sql`exists (select 1 from ${memberSearch} where ${memberSearch.userId} = ${userId} and ${memberSearch.document} @@ ${query})`;

export const searchWords = (text: string | undefined) =>
  (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 8);

/**
 * A member's search text as a word-prefix query: "ethan wal" finds Ethan Walker. Only letters
 * and digits reach to_tsquery, so no input can break its syntax; null when nothing is left.
 */
export function prefixQuery(text: string | undefined): SQL | undefined {
  const words = searchWords(text);
  if (!words.length) return undefined;
  return sql`to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')})`;
}

/** The ids of my connected members: explore never shows them. */
export const connectedIdsOf = (me: string) =>
  sql`(select case when c.user_low = ${me} then c.user_high else c.user_low end from connections c
       where (c.user_low = ${me} or c.user_high = ${me}) and c.status = 'CONNECTED')`;

/**
 * The share of members whose document has a word starting with each search word (the rarest
 * word counts), read from the statistics ANALYZE keeps for member_search.document and cached for
 * ten minutes. Words outside those statistics are rare: 0. `table` and `column` read another
 * tsvector's statistics the same way (the posts' for the header search, ADR 033; the members'
 * `rest_document`, ADR 035).
 */
export function createSearchTermStats(
  db: Db,
  ttlMs = 10 * 60_000,
  table: 'member_search' | 'posts' = 'member_search',
  column: 'document' | 'rest_document' = 'document',
) {
  let cache: { loadedAt: number; terms: Promise<Array<[string, number]>> } | undefined;

  async function load(): Promise<Array<[string, number]>> {
    const result = (await db.execute(sql`
      select most_common_elems::text::text[] as elems, most_common_elem_freqs as freqs
      from pg_stats where tablename = ${table} and attname = ${column}`)) as unknown as {
      rows: Array<{ elems: string[] | null; freqs: number[] | null }>;
    };
    const [row] = result.rows;
    if (!row?.elems || !row.freqs) return [];
    return row.elems.map((term, i) => [term, Number(row.freqs![i])]);
  }

  return {
    async share(text: string | undefined): Promise<number> {
      const words = searchWords(text);
      if (!words.length) return 1;
      if (!cache || Date.now() - cache.loadedAt > ttlMs) {
        cache = { loadedAt: Date.now(), terms: load().catch(() => []) };
      }
      const terms = await cache.terms;
      return Math.min(
        ...words.map((word) =>
          terms.reduce((sum, [term, freq]) => (term.startsWith(word) ? sum + freq : sum), 0),
        ),
      );
    },
  };
}
export type SearchTermStats = ReturnType<typeof createSearchTermStats>;

/** Of these members, the ones explore may show (active, not organisation owners): a read. */
export const listedRead = (db: DbOrTx, memberIds: string[]) =>
  db
    .select({ userId: memberSearch.userId })
    .from(memberSearch)
    .where(and(anyOf(memberSearch.userId, memberIds), eq(memberSearch.listed, true)));

/** The same, as a set of ids. */
export async function listedAmong(db: DbOrTx, memberIds: string[]) {
  if (!memberIds.length) return new Set<string>();
  const rows = await listedRead(db, memberIds);
  return new Set(rows.map((row) => row.userId));
}
