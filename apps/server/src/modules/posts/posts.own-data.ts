import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import {
  postMentions,
  postReactions,
  postResponses,
  posts,
  responseMentions,
  responseReactions,
} from './posts.tables.js';

/**
 * Posts and responses the member wrote; erased, they stay for the others, by "A former member".
 * Their reactions are theirs alone: exported, and erased with them. Others' mentions of them are
 * others' words: not exported, but the links to the erased member go (ADR 032).
 */
export function createPostsOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const written = await tx
        .select({
          id: posts.id,
          groupId: posts.groupId,
          content: posts.content,
          active: posts.active,
          createdAt: posts.createdAt,
          updatedAt: posts.updatedAt,
        })
        .from(posts)
        .where(eq(posts.authorId, userId))
        .orderBy(posts.createdAt);
      const responses = await tx
        .select({
          id: postResponses.id,
          postId: postResponses.postId,
          content: postResponses.content,
          createdAt: postResponses.createdAt,
        })
        .from(postResponses)
        .where(eq(postResponses.authorId, userId))
        .orderBy(postResponses.createdAt);
      const reactions = [
        ...(await tx
          .select({
            postId: postReactions.postId,
            emoji: postReactions.emoji,
            at: postReactions.createdAt,
          })
          .from(postReactions)
          .where(eq(postReactions.userId, userId))),
        ...(await tx
          .select({
            responseId: responseReactions.responseId,
            emoji: responseReactions.emoji,
            at: responseReactions.createdAt,
          })
          .from(responseReactions)
          .where(eq(responseReactions.userId, userId))),
      ];
      return [
        { name: 'posts', rows: written, csv: true },
        { name: 'post-responses', rows: responses, csv: true },
        { name: 'reactions', rows: reactions },
      ];
    },
    async eraseFor(userId, tx) {
      await tx.delete(postReactions).where(eq(postReactions.userId, userId));
      await tx.delete(responseReactions).where(eq(responseReactions.userId, userId));
      await tx.delete(postMentions).where(eq(postMentions.userId, userId));
      await tx.delete(responseMentions).where(eq(responseMentions.userId, userId));
    },
  };
}
