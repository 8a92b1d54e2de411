import {
  and,
  asc,
  desc,
  eq,
  inArray,
  ne,
  or,
  sql,
  type Placeholder,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import {
  connectionStatus,
  type ConnectionStatus,
  type ExploreQuery,
  type ListConnectionsQuery,
} from '@nethub/contract';
import { unionAll, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { PLAN_PER_CALL } from '../../db/prepared.js';
import { cappedTotal, pageWindow } from '../../lib/pagination.js';
import { bookmarkedBy } from '../bookmarks/bookmarks.read-model.js';
import {
  connectedIdsOf,
  documentMatches,
  firstByRestWord,
  firstByTwoWords,
  memberSearchRows,
  oneWordMatches,
  prefixQuery,
  searchWords,
  startsWith,
  twoWordMatches,
  wordMember,
} from '../members/member-search.js';
import {
  memberPlaces,
  profileCards,
  profileFoundBy,
  worksInAnyOf,
} from '../profile/profile.read-model.js';
import { accounts } from '../users/users.read-model.js';
import { connectionInvites, connectionSides, connections } from './connections.tables.js';

/** How far explore walks the name order before it asks the search indexes instead. */
const EXPLORE_NAME_WINDOW = 500;
/** A term this common (3 in 100 members) is expected to fill a page within that window. */
const EXPLORE_COMMON_TERM_SHARE = 0.03;
/** How far the header search walks the name order for a common word (see `findPeople`). */
const FIND_NAME_WINDOW = 2000;
type SearchColumns = Record<
  'userId' | 'countryId' | 'regionId' | 'document' | 'restDocument',
  AnyPgColumn
>;
/** A search's shares of members by term: in whole documents, and without the names' first word. */
export type TermShares = { document: number; rest: number };
type NamedRow = { id: string; sortKey: string };

/**
 * The whole document checked for members found through `rest_document` or the word index (the
 * parser may split a name's first word differently once it stands alone), as an expression so
 * that the planner does not also read the document index's far longer posting list.
 */
const documentChecked = (from: SearchColumns, query: SQL) =>
  sql`(${from.document} || ''::tsvector) @@ ${query}`;

/**
 * How a read matches the search text: through the document's index, through `rest_document`'s
 * (see `documentChecked`), or only checked on members another index found (a range of the name
 * or word index, ADR 040), which keeps the planner on that index's name order. `named`: checked
 * on names that start with the term, where it nearly always holds; PostgreSQL guesses a text
 * match keeps 0.5 % of rows, so it would sort the whole range ("sam": 2,600 names, 2,000
 * buffers) instead of walking it in name order to the page's end. Wrapped in `coalesce`, the
 * same check is guessed at one half, and the planner walks.
 */
type TextMatch = 'document' | 'rest' | 'checked' | 'named';
const textMatch = (from: SearchColumns, query: SQL, by: TextMatch) => {
  switch (by) {
    case 'document':
      return [sql`${from.document} @@ ${query}`];
    case 'rest':
      return [sql`${from.restDocument} @@ ${query}`, documentChecked(from, query)];
    case 'checked':
      return [documentChecked(from, query)];
    case 'named':
      return [sql`coalesce(${documentChecked(from, query)}, false)`];
  }
};

/**
 * Rows from several reads, without repeats, in the name index's order (`sort_key` is byte-order
 * text: compared as UTF-8 bytes, as PostgreSQL's "C" collation does), the first `count`.
 */
function firstInNameOrder(rows: NamedRow[], count: number) {
  const unique = [...new Map(rows.map((row) => [row.id, row])).values()];
  return unique
    .sort(
      (a, b) =>
        Buffer.compare(Buffer.from(a.sortKey), Buffer.from(b.sortKey)) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    .slice(0, count);
}

export const pairOf = (a: string, b: string) =>
  a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };

/** `me`'s rows with any of `others` (one array parameter), from both sides of the pair. */
const pairsOf = (me: string | Placeholder, others: SQLWrapper) =>
  or(
    and(eq(connections.userLow, me), sql`${connections.userHigh} = any(${others})`),
    and(eq(connections.userHigh, me), sql`${connections.userLow} = any(${others})`),
  );

/** The member on the other side of a connection row, seen from `me`. */
const otherOf = (me: string | Placeholder) =>
  sql<string>`case when ${connections.userLow} = ${me} then ${connections.userHigh} else ${connections.userLow} end`;

/** The columns of a profile card, shared by every member list. */
const cardColumns = {
  user: {
    id: accounts.id,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    isOrgOwner: accounts.isOrgOwner,
  },
  profile: {
    headline: profileCards.headline,
    company: profileCards.company,
    jobTitle: profileCards.jobTitle,
    avatarUrl: profileCards.avatarUrl,
  },
  location: { countryId: memberPlaces.countryId, regionId: memberPlaces.regionId },
};

function memberFilters(filters: {
  country?: string;
  regions?: string[];
  sectors?: string[];
  textSearch?: string;
}): SQL[] {
  const conditions: SQL[] = [];
  const text = prefixQuery(filters.textSearch);
  if (text) conditions.push(documentMatches(accounts.id, text));
  if (filters.country) conditions.push(eq(memberPlaces.countryId, filters.country));
  if (filters.regions?.length) conditions.push(inArray(memberPlaces.regionId, filters.regions));
  if (filters.sectors?.length) conditions.push(worksInAnyOf(accounts.id, filters.sectors));
  return conditions;
}

export function createConnectionsRepository(db: DbOrTx) {
  /**
   * The first `walk` listed members in name order (in one country, when given), with the columns
   * a search checks: what explore and the header's search read when a term is too common for its
   * index to be cheaper than walking the names.
   */
  const nameWindow = (walk: number, country?: string) => {
    const ms = memberSearchRows;
    return db
      .select({
        userId: ms.userId,
        sortKey: ms.sortKey,
        countryId: ms.countryId,
        regionId: ms.regionId,
        document: ms.document,
        restDocument: ms.restDocument,
      })
      .from(ms)
      .where(and(eq(ms.listed, true), country ? eq(ms.countryId, country) : undefined))
      .orderBy(asc(ms.sortKey), asc(ms.userId))
      .limit(walk)
      .as('name_window');
  };

  /**
   * The list as the screen first asks for it (by first name, no filters), prepared once per
   * database connection: PostgreSQL then skips planning the join on every call. The page is a
   * range of `connection_sides_by_name_idx` (a status tab) or the merge of one range per status
   * (all): only the page's rows are read, then joined to names, profiles, places and bookmarks.
   * The count is an index-only count in the same statement; it runs alone only for a page past
   * the end.
   */
  const prepareDefaultList = (byStatus: boolean) => {
    const me = sql.placeholder('me');
    const status = sql.placeholder('status');
    const limit = sql.placeholder('limit');
    const skip = sql.placeholder('skip');
    const sides = connectionSides;
    const byName = [asc(sides.otherFirstName), asc(sides.otherId)];
    const mine = (of: typeof status | ConnectionStatus) =>
      db
        .select()
        .from(sides)
        .where(and(eq(sides.memberId, me), eq(sides.status, of)))
        .orderBy(...byName);
    const [first, second, ...rest] = connectionStatus.options.map((of) =>
      mine(of).limit(sql`${limit}::int + ${skip}::int` as unknown as number),
    );
    const page = (
      byStatus
        ? mine(status).limit(limit as unknown as number)
        : unionAll(first!, second!, ...rest)
            .orderBy(...byName)
            .limit(limit as unknown as number)
    )
      .offset(skip as unknown as number)
      .as('page');
    const counted = and(eq(sides.memberId, me), byStatus ? eq(sides.status, status) : undefined);
    const total = sql<number>`(select count(*)::int from ${sides} where ${counted})`;
    const name = `connections_by_first_name_${byStatus ? 'status' : 'all'}`;
    return {
      rows: db
        .select({
          connection: {
            id: page.connectionId,
            userLow: sql<string>`least(${page.memberId}, ${page.otherId})`,
            userHigh: sql<string>`greatest(${page.memberId}, ${page.otherId})`,
            requesterId: page.requesterId,
            status: page.status,
            createdAt: page.createdAt,
            updatedAt: page.updatedAt,
          },
          bookmarked: bookmarkedBy(me, 'connections', page.connectionId),
          ...cardColumns,
          total: total.as('total'),
        })
        .from(page)
        .innerJoin(accounts, eq(accounts.id, page.otherId))
        .leftJoin(profileCards, eq(profileCards.userId, page.otherId))
        .leftJoin(memberPlaces, eq(memberPlaces.userId, page.otherId))
        .orderBy(asc(page.otherFirstName), asc(page.otherId))
        .prepare(name),
      count: db
        .select({ value: sql<number>`count(*)::int` })
        .from(sides)
        .where(counted)
        .prepare(`${name}_count`),
    };
  };
  const defaultLists = { all: prepareDefaultList(false), byStatus: prepareDefaultList(true) };
  const tabsPrepared = db
    .select({ status: connectionSides.status, value: sql<number>`count(*)::int` })
    .from(connectionSides)
    .where(eq(connectionSides.memberId, sql.placeholder('me')))
    .groupBy(connectionSides.status)
    .prepare('connection_tabs');
  const pairsPrepared = db
    .select()
    .from(connections)
    .where(pairsOf(sql.placeholder('me'), sql.placeholder('others')))
    .prepare('connection_pairs_with');

  return {
    async findPair(a: string, b: string, tx: DbOrTx = db, lock = false) {
      const { userLow, userHigh } = pairOf(a, b);
      const query = tx
        .select()
        .from(connections)
        .where(and(eq(connections.userLow, userLow), eq(connections.userHigh, userHigh)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },
    async findById(id: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(connections).where(eq(connections.id, id)).limit(1);
      return row;
    },
    /** Inserts a request unless the pair already has a row; undefined when it had one. */
    async insertRequest(requesterId: string, recipientId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(connections)
        .values({ ...pairOf(requesterId, recipientId), requesterId, status: 'REQUESTED' })
        .onConflictDoNothing({ target: [connections.userLow, connections.userHigh] })
        .returning();
      return row;
    },
    async update(
      id: string,
      values: { status: ConnectionStatus; requesterId?: string },
      tx: DbOrTx = db,
    ) {
      const [row] = await tx
        .update(connections)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(connections.id, id))
        .returning();
      return row!;
    },
    deleteById: (id: string, tx: DbOrTx = db) =>
      tx.delete(connections).where(eq(connections.id, id)),
    /** Deletes the request `requesterId` sent, unless it became a connection; whether it did. */
    async deleteRequest(id: string, requesterId: string) {
      const rows = await db
        .delete(connections)
        .where(
          and(
            eq(connections.id, id),
            eq(connections.requesterId, requesterId),
            ne(connections.status, 'CONNECTED'),
          ),
        )
        .returning({ id: connections.id });
      return rows.length > 0;
    },
    /** Removes and returns the invitations sent to this (lower-cased) address. */
    takeInvites: (email: string) =>
      db.delete(connectionInvites).where(eq(connectionInvites.email, email)).returning(),
    /** Records an invitation; undefined when this inviter already invited the address. */
    async insertInvite(inviterId: string, email: string) {
      const [invite] = await db
        .insert(connectionInvites)
        .values({ inviterId, email })
        .onConflictDoNothing()
        .returning();
      return invite;
    },

    async list(me: string, query: ListConnectionsQuery) {
      const isDefaultShape =
        !memberFilters(query).length &&
        query.bookmark === undefined &&
        query.sort === 'firstName' &&
        query.order === 'ASC';
      if (isDefaultShape) {
        const { limit, skip } = pageWindow(query);
        const prepared = query.status ? defaultLists.byStatus : defaultLists.all;
        const params = { me, status: query.status ?? '', limit, skip };
        const rows = await prepared.rows.execute(params);
        if (rows[0]) return { rows, total: rows[0].total };
        const [counted] = skip > 0 ? await prepared.count.execute(params) : [];
        return { rows, total: counted?.value ?? 0 };
      }
      const other = otherOf(me);
      const mine = or(eq(connections.userLow, me), eq(connections.userHigh, me))!;
      // A scalar subquery, not a join: every join added here costs planning time on each call.
      const bookmarked = bookmarkedBy(me, 'connections', connections.id);
      const memberConditions = memberFilters(query);
      const conditions = [mine, ...memberConditions];
      if (query.status) conditions.push(eq(connections.status, query.status));
      if (query.bookmark !== undefined)
        conditions.push(query.bookmark ? bookmarked : sql`not ${bookmarked}`);
      const sortColumn = {
        firstName: accounts.firstName,
        lastName: accounts.lastName,
        createdAt: connections.createdAt,
      }[query.sort];
      const direction = query.order === 'DESC' ? desc : asc;
      const base = () =>
        db
          .select({ connection: connections, bookmarked, ...cardColumns })
          .from(connections)
          .innerJoin(accounts, eq(accounts.id, other))
          .leftJoin(profileCards, eq(profileCards.userId, accounts.id))
          .leftJoin(memberPlaces, eq(memberPlaces.userId, accounts.id))
          .where(and(...conditions));
      const { limit, skip } = pageWindow(query);
      // Without member filters the count needs the connections table alone.
      const count = memberConditions.length
        ? db.$count(base().as('matches'))
        : db.$count(connections, and(...conditions));
      const [rows, total] = await Promise.all([
        base().orderBy(direction(sortColumn), asc(accounts.id)).limit(limit).offset(skip),
        count,
      ]);
      return { rows, total };
    },

    /** Counts by status: an index-only read of my sides, prepared once. */
    tabs: (me: string) => tabsPrepared.execute({ me }),

    /**
     * Listed members (active, not organisation owners), not me, not connected to me, by name.
     * PostgreSQL cannot know how a search term's matches spread over the alphabet, so the page
     * is assembled from reads that each stay small:
     * - When the term is common in a text index (its share from the search statistics) and no
     *   region narrows it, walk the name order through a bounded window: "director" fills a
     *   page within a few hundred names. Otherwise, or when the window does not fill the page,
     *   collect the matches from the text, country or region index and sort them: fast when
     *   matches are few.
     * - A one-word term may also start names: "sam" starts 2–3 % of them at 1M, bunched together
     *   in the name order, where neither the walk nor the sort is cheap. Those matches are one
     *   range of the name index; the others come from `rest_document` (each document without
     *   its name's leading word), where the term is as rare as its other uses (ADR 035).
     * Returns a page of ids, whether more follow, and the total: exact within a bounded window
     * past the page, an estimate beyond (`cappedTotal`), because a full count would cost a pass
     * over every match of a common term.
     */
    async explore(me: string, query: ExploreQuery, shares: TermShares) {
      const { limit, skip } = pageWindow(query);
      const wanted = skip + limit + 1;
      const text = prefixQuery(query.textSearch);
      const words = searchWords(query.textSearch);
      const nameTerm = words.length === 1 ? words[0] : undefined;
      const pair = words.length === 2 ? (words as [string, string]) : undefined;
      const ms = memberSearchRows;
      const matching = (from: SearchColumns, by: TextMatch = 'document') => {
        const conditions: SQL[] = [
          ne(from.userId, me),
          sql`${from.userId} not in ${connectedIdsOf(me)}`,
          PLAN_PER_CALL,
        ];
        if (text) conditions.push(...textMatch(from, text, by));
        if (query.country) conditions.push(eq(from.countryId, query.country));
        if (query.regions?.length) conditions.push(inArray(from.regionId, query.regions));
        if (query.sectors?.length) conditions.push(worksInAnyOf(from.userId, query.sectors));
        return and(...conditions);
      };

      const fromNames = (names: boolean) => sql<boolean>`${names}::boolean`.as('from_names');
      /** The first `wanted` matches in a window of the name order, `walk` names long. */
      const walked = (walk: number, restOnly: boolean) => {
        const window = nameWindow(walk, query.country);
        return db
          .select({ id: window.userId, sortKey: window.sortKey, fromNames: fromNames(false) })
          .from(window)
          .where(matching(window, restOnly ? 'rest' : 'document'))
          .orderBy(asc(window.sortKey), asc(window.userId))
          .limit(wanted);
      };
      /** The first `wanted` matches, collected from an index and sorted. */
      const sorted = (restOnly: boolean) =>
        db
          .select({ id: ms.userId, sortKey: ms.sortKey, fromNames: fromNames(false) })
          .from(ms)
          .where(and(eq(ms.listed, true), matching(ms, restOnly ? 'rest' : 'document')))
          // An expression, not the column: keeps the planner off the name index here.
          .orderBy(sql`${ms.sortKey} || ''`, asc(ms.userId))
          .limit(wanted);
      /** Matches whose name starts with `term`: one range of the name index. */
      const namesStartingWith = (term: string) =>
        db
          .select({ id: ms.userId, sortKey: ms.sortKey, fromNames: fromNames(true) })
          .from(ms)
          .where(and(eq(ms.listed, true), startsWith(ms.sortKey, term), matching(ms, 'named')))
          .orderBy(asc(ms.sortKey), asc(ms.userId))
          .limit(wanted);

      /**
       * The first `wanted` matches by name: walked when the term's share says a window fills
       * the page, else (or when it did not) sorted. A one-word term's name range comes in the
       * same statement as the first attempt, and the rest from `rest_document` only.
       */
      const firstMatches = async (): Promise<NamedRow[]> => {
        const restOnly = nameTerm !== undefined;
        const share = restOnly ? shares.rest : shares.document;
        const walk = share >= EXPLORE_COMMON_TERM_SHARE ? skip + EXPLORE_NAME_WINDOW : undefined;
        const canWalk = walk !== undefined && !query.regions?.length;
        if (nameTerm && !canWalk) return byNameAndWords(nameTerm);
        if (pair && !canWalk) return (await twoWords(pair)) ?? (await sorted(false));
        const first = canWalk ? walked(walk, restOnly) : sorted(restOnly);
        const rows = await (nameTerm ? unionAll(namesStartingWith(nameTerm), first) : first);
        const named = rows.filter((row) => row.fromNames);
        let others: NamedRow[] = rows.filter((row) => !row.fromNames);
        if (canWalk && others.length < wanted)
          others =
            (nameTerm && (await restWords(nameTerm))) ||
            (pair && (await twoWords(pair))) ||
            (await sorted(restOnly));
        return firstInNameOrder([...named, ...others], wanted);
      };
      /** The first matches of a term that is neither common nor refined by a region. */
      const byNameAndWords = async (term: string) => {
        const [named, others] = await Promise.all([namesStartingWith(term), restWords(term)]);
        return firstInNameOrder([...named, ...(others ?? (await sorted(true)))], wanted);
      };
      /** The matches found through one word's rest of the document, by word ranges (ADR 040). */
      const restWords = (term: string) =>
        firstByRestWord(db, term, wanted, matching(wordMember, 'checked'));
      /** The matches of a two-word term, by word and name ranges (ADR 040). */
      const twoWords = (words: [string, string]) =>
        firstByTwoWords(db, words, wanted, matching(wordMember, 'checked'));
      const allowed = (id: SQL) =>
        sql`${id} <> ${me} and ${id} not in ${connectedIdsOf(me)} and ${PLAN_PER_CALL}`;
      // With a filter, the filter's own index may find the few matches sooner; a common pair of
      // words is counted sooner from the text index, which stops at the count's bound.
      const unfiltered = !query.country && !query.regions?.length && !query.sectors?.length;
      const byIndexEntries =
        unfiltered && nameTerm
          ? oneWordMatches(nameTerm, allowed)
          : unfiltered && pair && shares.document < EXPLORE_COMMON_TERM_SHARE
            ? twoWordMatches(pair, allowed)
            : undefined;

      const [found, total] = await Promise.all([
        firstMatches(),
        cappedTotal(
          db,
          byIndexEntries ?? sql`from ${ms} where ${and(eq(ms.listed, true), matching(ms))}`,
          query,
        ),
      ]);
      const page = found.slice(skip);
      return {
        ids: page.slice(0, limit).map((row) => row.id),
        hasMore: page.length > limit,
        ...total,
      };
    },

    /**
     * The header search's people (ADR 033): members whose name, headline, company or job title
     * has words starting with the words of `text`, as their profile visibility lets me find them
     * (listed members only: active, not organisation owners; never me). Ranked in three bounded
     * reads: my connections, then others whose name starts with `text`, then other matches, each
     * by name. The last runs only when the first two leave room, and walks a window of the name
     * order when the term is common (as explore does), else sorts the text index's matches; for
     * a one-word term the second read already holds every name it starts, so the last needs
     * only `rest_document`'s matches (see `explore`).
     * At most `limit + 1` ids, and which of them are my connections.
     */
    async findPeople(me: string, text: string, limit: number, shares: TermShares) {
      const query = prefixQuery(text);
      if (!query) return { ids: [], connected: new Set<string>() };
      const ms = memberSearchRows;
      const connected = connectedIdsOf(me);
      const name = text.trim().toLowerCase().replace(/\s+/g, ' ');
      const namePrefix = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      // Only when the second read's name prefix is that one word ("sam!" looks for "sam!…").
      const words = searchWords(text);
      const restOnly = words.length === 1 && words[0] === name;
      const strangers = (from: SearchColumns, by: TextMatch = 'document') =>
        and(
          ne(from.userId, me),
          sql`${from.userId} not in ${connected}`,
          ...textMatch(from, query, by),
          profileFoundBy(from.userId, false),
        );
      const byName = [asc(ms.sortKey), asc(ms.userId)];
      const [friends, named] = await Promise.all([
        db
          .select({ id: ms.userId })
          .from(ms)
          .where(
            and(
              eq(ms.listed, true),
              sql`${ms.userId} in ${connected}`,
              sql`${ms.document} @@ ${query}`,
              profileFoundBy(ms.userId, true),
            ),
          )
          .orderBy(...byName)
          .limit(limit + 1),
        db
          .select({ id: ms.userId })
          .from(ms)
          .where(and(eq(ms.listed, true), sql`${ms.sortKey} like ${namePrefix}`, strangers(ms)))
          .orderBy(...byName)
          .limit(limit + 1),
      ]);
      const ids = [...new Set([...friends, ...named].map((row) => row.id))];
      if (ids.length <= limit) {
        let others: Array<{ id: string }> = [];
        const share = restOnly ? shares.rest : shares.document;
        const walk = share >= EXPLORE_COMMON_TERM_SHARE ? FIND_NAME_WINDOW : undefined;
        if (walk) {
          const window = nameWindow(walk);
          others = await db
            .select({ id: window.userId })
            .from(window)
            .where(strangers(window, restOnly ? 'rest' : 'document'))
            .orderBy(asc(window.sortKey), asc(window.userId))
            .limit(limit + 1);
        }
        const byWords =
          others.length <= limit && restOnly
            ? await firstByRestWord(db, name, limit + 1, strangers(wordMember, 'checked'))
            : undefined;
        if (byWords) others = byWords;
        else if (others.length <= limit)
          others = await db
            .select({ id: ms.userId })
            .from(ms)
            .where(and(eq(ms.listed, true), strangers(ms, restOnly ? 'rest' : 'document')))
            // An expression, not the column: keeps the planner off the name index here.
            .orderBy(sql`${ms.sortKey} || ''`, asc(ms.userId))
            .limit(limit + 1);
        for (const { id } of others) if (!ids.includes(id)) ids.push(id);
      }
      return { ids: ids.slice(0, limit + 1), connected: new Set(friends.map((row) => row.id)) };
    },

    /**
     * My connection rows with any of `others` (explore shows pending and declined ones), as a
     * read `readTogether` can take.
     */
    pairsWith: (me: string, others: string[]) =>
      db
        .select()
        .from(connections)
        .where(pairsOf(me, sql.param(others))),
    /** The same rows by a statement built once: a profile's standing, a page of notifications. */
    findPairsWith: (me: string, others: string[]) => pairsPrepared.execute({ me, others }),
  };
}
export type ConnectionsRepository = ReturnType<typeof createConnectionsRepository>;
