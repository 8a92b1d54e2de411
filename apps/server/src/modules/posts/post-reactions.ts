import { and, eq, inArray, sql } from 'drizzle-orm';
import { POST_REACTIONS, type PostReaction, type ReactionSummary } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { postReactions, responseReactions } from './posts.tables.js';

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

/** Reactions to posts and responses: one per member per item (issue 20). */
export function createReactionsRepository(db: DbOrTx) {
  return {
    /** For a page of items, in two grouped reads: the counts per emoji and my own reaction. */
    async summaries(kind: ReactionTarget, me: string, ids: string[]) {
      const found = new Map<string, ReactionSummary>();
      if (!ids.length) return { of: (id: string) => found.get(id) ?? NONE };
      const { table, target, user } = TABLES[kind];
      const [counted, mine] = await Promise.all([
        db
          .select({ id: target, emoji: table.emoji, count: sql<number>`count(*)::int` })
          .from(table)
          .where(inArray(target, ids))
          .groupBy(target, table.emoji),
        db
          .select({ id: target, emoji: table.emoji })
          .from(table)
          .where(and(inArray(target, ids), eq(user, me))),
      ]);
      const entry = (id: string) => {
        if (!found.has(id)) found.set(id, { counts: [], mine: null });
        return found.get(id)!;
      };
      for (const row of counted)
        entry(row.id).counts.push({ emoji: row.emoji as PostReaction, count: Number(row.count) });
      for (const summary of found.values())
        summary.counts.sort((a, b) => b.count - a.count || rank(a.emoji) - rank(b.emoji));
      for (const row of mine) entry(row.id).mine = row.emoji as PostReaction;
      return { of: (id: string) => found.get(id) ?? NONE };
    },

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
