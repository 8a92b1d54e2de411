import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { groupReviews } from './reviews.tables.js';

/** Group reviews the member wrote; erased, they stay (a group's rating), by "A former member". */
export function createReviewsOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          groupId: groupReviews.groupId,
          rating: groupReviews.rating,
          comment: groupReviews.comment,
          createdAt: groupReviews.createdAt,
          updatedAt: groupReviews.updatedAt,
        })
        .from(groupReviews)
        .where(eq(groupReviews.authorId, userId));
      return [{ name: 'reviews', rows, csv: true }];
    },
  };
}
