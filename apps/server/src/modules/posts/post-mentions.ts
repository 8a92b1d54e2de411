import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { MENTION_SUGGESTIONS_MAX, type Mention } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { joinedMemberOf } from '../groups/groups.read-model.js';
import { memberSearchRows, prefixQuery } from '../members/member-search.js';
import { accounts } from '../users/users.read-model.js';
import { postMentions, responseMentions } from './posts.tables.js';
import { anyOf } from '../../db/any-of.js';

const TABLES = {
  post: { table: postMentions, target: postMentions.postId, user: postMentions.userId },
  response: {
    table: responseMentions,
    target: responseMentions.responseId,
    user: responseMentions.userId,
  },
} as const;
export type MentionTarget = keyof typeof TABLES;

/** Each word of `q` starts a word of the member's full name: "av th" finds Ava Thompson. */
function nameStartsWith(q: string): SQL[] {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean)
    .slice(0, 4);
  const fullName = sql`(' ' || lower(${accounts.firstName} || ' ' || ${accounts.lastName}))`;
  return words.map((word) => sql`position(${` ${word}`} in ${fullName}) > 0`);
}

type MentionRow = { id: string; userId: string; firstName: string; lastName: string };

/** Each item's mentions, from the rows of `mentionRead` (in their order). */
function mentionsOf(rows: MentionRow[]) {
  const found = new Map<string, Mention[]>();
  for (const row of rows) {
    const list = found.get(row.id) ?? [];
    list.push({ _id: row.userId, firstName: row.firstName, lastName: row.lastName });
    found.set(row.id, list);
  }
  return { of: (id: string) => found.get(id) ?? [] };
}

/**
 * Who may be mentioned where (ADR 032): whoever can see the post — on the community feed any
 * active member, on a group's feed that group's members — and the mentions stored.
 */
export function createMentionsRepository(db: DbOrTx) {
  /** The condition "this account can see a post of that feed". */
  const canSeeFeed = (groupId: string | null) =>
    groupId
      ? and(eq(accounts.status, 'active'), joinedMemberOf(groupId)(accounts.id))!
      : eq(accounts.status, 'active');

  const mentionRead = (kind: MentionTarget, ids: string[]) => {
    const { table, target, user } = TABLES[kind];
    return db
      .select({
        id: target,
        userId: user,
        firstName: accounts.firstName,
        lastName: accounts.lastName,
      })
      .from(table)
      .innerJoin(accounts, eq(accounts.id, user))
      .where(anyOf(target, ids))
      .orderBy(asc(accounts.firstName), asc(accounts.lastName));
  };

  return {
    /** Of these members, the ones who can see a post of the feed (`groupId` null: community). */
    async visibleAmong(groupId: string | null, userIds: string[]) {
      if (!userIds.length) return new Set<string>();
      const rows = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(inArray(accounts.id, userIds), canSeeFeed(groupId)));
      return new Set(rows.map((row) => row.id));
    },

    /**
     * Members whose name starts with `q` who can see the feed, by name, never `me`. On the
     * community feed only the members people search lists (active, not organisation owners):
     * the name's words narrow it through the search document's index first.
     */
    async suggest(me: string, q: string, groupId: string | null) {
      const conditions: SQL[] = [sql`${accounts.id} <> ${me}`, ...nameStartsWith(q)];
      if (groupId) conditions.push(canSeeFeed(groupId));
      else {
        conditions.push(eq(memberSearchRows.listed, true));
        const words = prefixQuery(q);
        if (words) conditions.push(sql`${memberSearchRows.document} @@ ${words}`);
      }
      const rows = await db
        .select({ id: accounts.id })
        .from(memberSearchRows)
        .innerJoin(accounts, eq(accounts.id, memberSearchRows.userId))
        .where(and(...conditions))
        .orderBy(asc(memberSearchRows.sortKey), asc(memberSearchRows.userId))
        .limit(MENTION_SUGGESTIONS_MAX);
      return rows.map((row) => row.id);
    },

    /** The members these posts (or responses) mention, with their names as they are now. */
    async of(kind: MentionTarget, ids: string[]) {
      return mentionsOf(ids.length ? await mentionRead(kind, ids) : []);
    },

    /** The read behind `of` (for `readTogether`), by name. */
    mentionRead,
    mentionsOf,

    /**
     * Makes `userIds` the mentions of a post or response, in the caller's transaction; answers
     * the members who were not mentioned there before (the ones to tell).
     */
    async replace(tx: DbOrTx, kind: MentionTarget, id: string, userIds: string[]) {
      const { table, target, user } = TABLES[kind];
      const before = await tx.select({ userId: user }).from(table).where(eq(target, id));
      const had = new Set(before.map((row) => row.userId));
      await tx
        .delete(table)
        .where(userIds.length ? and(eq(target, id), notInArray(user, userIds)) : eq(target, id));
      const added = userIds.filter((userId) => !had.has(userId));
      if (added.length) {
        if (kind === 'post')
          await tx.insert(postMentions).values(added.map((userId) => ({ postId: id, userId })));
        else
          await tx
            .insert(responseMentions)
            .values(added.map((userId) => ({ responseId: id, userId })));
      }
      return added;
    },
  };
}
export type MentionsRepository = ReturnType<typeof createMentionsRepository>;
