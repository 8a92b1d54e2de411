import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { postResponses, posts } from './posts.tables.js';

/** Posts and responses the member wrote; erased, they stay for the others, by "A former member". */
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
      return [
        { name: 'posts', rows: written, csv: true },
        { name: 'post-responses', rows: responses, csv: true },
      ];
    },
  };
}
