import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.js';
import { memberSearch, memberSearchWords } from './member-search.tables.js';
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

/** How many words a term may start before reading each word's range stops paying off. */
const WORD_RANGES_MAX = 64;
/** The member_search row of a member found through `firstByRestWord`, for its conditions. */
export const wordMember = alias(memberSearch, 'word_member');

/** The first string after every string that starts with `prefix` (byte order, as "C" sorts). */
const pastPrefix = (prefix: string) => {
  const chars = [...prefix];
  const last = chars.pop()!.codePointAt(0)!;
  return chars.join('') + String.fromCodePoint(last + 1);
};

/**
 * A condition: the member `userId` (a word row's) is listed and meets `where` (on `wordMember`).
 * A scalar subquery, which PostgreSQL never turns into a join: it stays one lookup by key per
 * word row read in name order, where a join was planned as a scan of every member.
 */
const listedAndMeets = (userId: SQL, where: SQL | undefined) =>
  sql`coalesce((select ${where ?? sql`true`} from ${memberSearch} word_member
    where ${wordMember.userId} = ${userId} and ${wordMember.listed}), false)`;

/**
 * A condition: `column` (byte-order text) starts with `prefix`, as a range an index reads in
 * order, also in a generic plan, where `like` with a parameter is no range.
 */
export const startsWith = (column: AnyPgColumn | SQL, prefix: string) =>
  sql`(${column} >= ${prefix} and ${column} < ${pastPrefix(prefix)})`;

/**
 * The first `count` listed members in name order who have a `rest_document` word starting with
 * `term` (one search word) and meet `where` (on `wordMember`): for each word the term starts,
 * found by skipping through the word index, that word's first `count` members in name order,
 * merged. Each word is one range of `member_search_words`' key, so the read costs words × count
 * index rows however many members share the word (ADR 040). Undefined when the term starts more
 * than `maxWords` words: the caller then sorts the text index's matches.
 */
export async function firstByRestWord(
  db: DbOrTx,
  term: string,
  count: number,
  where: SQL | undefined,
  maxWords = WORD_RANGES_MAX,
): Promise<NamedRow[] | undefined> {
  const statement = sql`
    with recursive ${wordsStarting('term_words', term, maxWords)},
    found as (
      select distinct head.user_id, head.sort_key
      from ${wordHeads('term_words', { count, meets: (userId) => listedAndMeets(userId, where) })} head
      order by head.sort_key, head.user_id limit ${count}
    )
    select (select count(word)::int from term_words) as words, ${foundJson}`;
  return readFound(db, statement, maxWords);
}

type NamedRow = { id: string; sortKey: string };
/** The CTE `found`'s members as JSON, in name order: the `found` column `readFound` reads. */
const foundJson = sql`(select coalesce(json_agg(json_build_object('id', user_id, 'sortKey', sort_key)
  order by sort_key, user_id), '[]'::json) from found) as found`;

/**
 * Runs a word read that selects `words` (how many words its terms start, read up to one past
 * `maxWords`) and `found` (`foundJson`): the members, or undefined past `maxWords`.
 */
async function readFound(db: DbOrTx, statement: SQL, maxWords: number) {
  const result = (await db.execute(statement)) as unknown as {
    rows: Array<{ words: number; found: NamedRow[] | string }>;
  };
  const [row] = result.rows;
  if (!row || row.words > maxWords) return undefined;
  return typeof row.found === 'string' ? (JSON.parse(row.found) as NamedRow[]) : row.found;
}

/** `order by` name and `limit count` of a read by `alias`, or nothing when it takes all. */
const firstByName = (alias: string, count: number | undefined) =>
  count === undefined
    ? sql``
    : sql`order by ${sql.identifier(alias)}.sort_key, ${sql.identifier(alias)}.user_id limit ${count}`;

/**
 * A recursive CTE `name(word, n)`: the words of `member_search_words` that `term` starts, in
 * order, found by skipping through its key (one index probe per word), at most `maxWords + 1`.
 */
const wordsStarting = (name: string, term: string, maxWords: number) => {
  const words = memberSearchWords;
  const cte = sql.identifier(name);
  const past = pastPrefix(term);
  return sql`${cte}(word, n) as (
      (select ${words.word}, 1 from ${words}
        where ${words.word} >= ${term} and ${words.word} < ${past} order by ${words.word} limit 1)
      union all
      (select (select later.word from ${words} later
          where later.word > ${cte}.word and later.word < ${past} order by later.word limit 1),
        ${cte}.n + 1
       from ${cte} where ${cte}.word is not null and ${cte}.n <= ${maxWords})
    )`;
};

/** How a read of word ranges takes its members: the first `count` by name, or all of them. */
type WordRead = { count?: number; meets: (userId: SQL) => SQL };

/**
 * For each word of the CTE `wordsCte`, its members in name order (one range of
 * `member_search_words`' key) who meet `read` and pass `also` (on the word row `mw`): rows of
 * `user_id, sort_key`.
 */
const wordHeads = (wordsCte: string, read: WordRead, also?: SQL) => {
  const words = memberSearchWords;
  const cte = sql.identifier(wordsCte);
  return sql`${cte} cross join lateral (
      select mw.user_id, mw.sort_key from ${words} mw
      where mw.word = ${cte}.word ${also ? sql`and ${also}` : sql``}
        and ${read.meets(sql`mw.user_id`)}
      ${firstByName('mw', read.count)}
    )`;
};

/**
 * The CTEs and reads that find the members whose document has a word starting with each of two
 * search words `[a, b]`. A word of the document either starts the name (`sort_key`) or is one
 * of `member_search_words`, so they are the members whose name starts with both words (when one
 * starts the other), whose name starts with one and who have a word starting with the other
 * (each such word one range of the word key, narrowed to the name's range), and who have words
 * starting with both: read through the words of the word that starts fewer rows (counted up to
 * a bound in the same statement), each checked for the other. Each read is in name order.
 */
function twoWordReads([a, b]: [string, string], read: WordRead, maxWords: number) {
  const words = memberSearchWords;
  const nameRange = (word: string) => startsWith(sql`mw.sort_key`, word);
  const hasWord = (word: string) =>
    sql`exists (select 1 from ${words} other
      where other.user_id = mw.user_id and ${startsWith(sql`other.word`, word)})`;
  const heads = (cte: string, also: SQL, gate = sql``) =>
    sql`(select head.user_id, head.sort_key from ${wordHeads(cte, read, also)} head ${gate})`;
  const longer = a.startsWith(b) ? a : b.startsWith(a) ? b : undefined;
  const reads = [
    heads('b_words', nameRange(a)),
    heads('a_words', nameRange(b)),
    // Each driver's read runs only when its word is the rarer (a one-time filter).
    heads('a_words', hasWord(b), sql`where (select n from rarer) = 1`),
    heads('b_words', hasWord(a), sql`where (select n from rarer) = 2`),
  ];
  if (longer)
    reads.push(sql`(select ms.user_id, ms.sort_key from ${memberSearch} ms
      where ms.listed and ${startsWith(sql`ms.sort_key`, longer)}
        and ${read.meets(sql`ms.user_id`)}
      ${firstByName('ms', read.count)})`);
  const rowsOf = (word: string) =>
    sql`(select count(*) from (select 1 from ${words}
      where ${startsWith(sql`${words.word}`, word)} limit ${RARER_BOUND}) bounded)`;
  const ctes = sql`${wordsStarting('a_words', a, maxWords)},
    ${wordsStarting('b_words', b, maxWords)},
    rarer as (select case when ${rowsOf(a)} <= ${rowsOf(b)} then 1 else 2 end as n)`;
  return { ctes, reads: sql.join(reads, sql` union all `) };
}

/** How many of a word's rows `twoWordReads` counts to find the rarer of two words. */
const RARER_BOUND = 2000;

/**
 * The first `count` listed members in name order whose document has a word starting with each
 * of two search words and who meet `where` (on `wordMember`), from `twoWordReads`: every read
 * stops at `count`, where the text index would have to find and sort every member with both
 * words (ADR 040). Undefined when either word starts more than `maxWords` words: the caller
 * then sorts the text index's matches.
 */
export async function firstByTwoWords(
  db: DbOrTx,
  pair: [string, string],
  count: number,
  where: SQL | undefined,
  maxWords = WORD_RANGES_MAX,
): Promise<NamedRow[] | undefined> {
  const read = { count, meets: (userId: SQL) => listedAndMeets(userId, where) };
  const { ctes, reads } = twoWordReads(pair, read, maxWords);
  const statement = sql`
    with recursive ${ctes},
    found as (
      select distinct user_id, sort_key from (${reads}) as reads
      order by sort_key, user_id limit ${count}
    )
    select greatest((select count(word) from a_words), (select count(word) from b_words))::int
      as words, ${foundJson}`;
  return readFound(db, statement, maxWords);
}

/**
 * Every listed member two search words find and `allowed` (a condition on a member's id) lets
 * through, once each, as the `from …` of a count (`cappedTotal`): `twoWordReads` over every word
 * each search word starts, reading index entries only.
 */
export function twoWordMatches(pair: [string, string], allowed: (userId: SQL) => SQL) {
  const { ctes, reads } = twoWordReads(pair, { meets: allowed }, ALL_WORDS);
  return sql`from (with recursive ${ctes} select distinct user_id from (${reads}) as reads)
    as two_word_matches`;
}

/** No bound on the words a term starts (a count must read them all). */
const ALL_WORDS = 1_000_000;

/**
 * Every listed member a one-word `term` finds and `allowed` (a condition on a member's id) lets
 * through, once each, as the `from …` of a count (`cappedTotal`): those whose name the term
 * starts (a range of the name index), then the others through the first of their words the term
 * starts (a range of `member_search_words`). Both read index entries only, in index order, and
 * stop at the count's bound, where the text index would have to find every match first. No
 * member's row is read: the words are listed members' only, and a name or word the term starts
 * is a word of the member's document.
 */
export function oneWordMatches(term: string, allowed: (userId: SQL) => SQL) {
  const words = memberSearchWords;
  return sql`from (
    (select ms.user_id from ${memberSearch} ms
      where ms.listed and ${startsWith(sql`ms.sort_key`, term)} and ${allowed(sql`ms.user_id`)})
    union all
    (select mw.user_id from ${words} mw
      where ${startsWith(sql`mw.word`, term)}
        -- An expression: as a column, the planner makes two ranges of it and reads them whole.
        and not ${startsWith(sql`(mw.sort_key || '')`, term)}
        and ${allowed(sql`mw.user_id`)}
        and mw.word = (select min(earlier.word) from ${words} earlier
          where earlier.user_id = mw.user_id and ${startsWith(sql`earlier.word`, term)}))
  ) as one_word_matches`;
}

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
  sql`(select s.other_id from connection_sides s where s.member_id = ${me} and s.status = 'CONNECTED')`;

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
