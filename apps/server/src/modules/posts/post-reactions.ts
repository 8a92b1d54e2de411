import { and, eq, sql } from 'drizzle-orm';
import { POST_REACTIONS, type PostReaction, type ReactionSummary } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { postReactions, responseReactions } from './posts.tables.js';
import { anyOf } from '../../db/any-of.js';

const TABLES = {
  post: { table: postReactions, target: postReactions.postId, user: postReactions.userId },
  response: {
    table: responseReactions,
    target: responseReactions.responseId,
    user: responseReactions.userId,
  },
} as const;
export type ReactionTarget = keyof typeof TABLES;

/** Ties in the order the picker shows them. */
const rank = (emoji: PostReaction) => POST_REACTIONS.indexOf(emoji);
const NONE: ReactionSummary = { counts: [], mine: null };

type SummaryRow = { id: string; emoji: string; count: number | string; mine: boolean | null };

/** Each item's summary, from the rows of `summaryRead`. */
function summariesOf(rows: SummaryRow[]) {
  const found = new Map<string, ReactionSummary>();
  for (const row of rows) {
    if (!found.has(row.id)) found.set(row.id, { counts: [], mine: null });
    const summary = found.get(row.id)!;
    const emoji = row.emoji as PostReaction;
    summary.counts.push({ emoji, count: Number(row.count) });
    if (row.mine === true) summary.mine = emoji;
  }
  for (const summary of found.values())
    summary.counts.sort((a, b) => b.count - a.count || rank(a.emoji) - rank(b.emoji));
  return { of: (id: string) => found.get(id) ?? NONE };
}

/** Reactions to posts and responses: one per member per item (issue 20). */
export function createReactionsRepository(db: DbOrTx) {
  const summaryRead = (kind: ReactionTarget, me: string, ids: string[]) => {
    const { table, target, user } = TABLES[kind];
    return db
      .select({
        id: target,
        emoji: table.emoji,
        count: sql<number>`count(*)::int`.as('count'),
        mine: sql<boolean>`bool_or(${user} = ${me})`.as('mine'),
      })
      .from(table)
      .where(anyOf(target, ids))
      .groupBy(target, table.emoji);
  };

  return {
    /** For a page of items, in one grouped read: the counts per emoji and my own reaction. */
    async summaries(kind: ReactionTarget, me: string, ids: string[]) {
      return summariesOf(ids.length ? await summaryRead(kind, me, ids) : []);
    },

    /** The grouped read behind `summaries` (for `readTogether`). */
    summaryRead,
    summariesOf,

    /** Sets my reaction (replacing mine), or removes it with `null`. */
    async set(kind: ReactionTarget, id: string, me: string, emoji: PostReaction | null) {
      const { table, target, user } = TABLES[kind];
      if (emoji === null) {
        await db.delete(table).where(and(eq(target, id), eq(user, me)));
        return;
      }
      const replace = { target: [target, user], set: { emoji, createdAt: new Date() } };
      if (kind === 'post')
        await db
          .insert(postReactions)
          .values({ postId: id, userId: me, emoji })
          .onConflictDoUpdate(replace);
      else
        await db
          .insert(responseReactions)
          .values({ responseId: id, userId: me, emoji })
          .onConflictDoUpdate(replace);
    },
  };
}
