import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { groupRows } from '../groups/groups.read-model.js';
import { groupReviews } from './reviews.tables.js';

type Window = { limit: number; skip: number };

export function createReviewsRepository(db: DbOrTx) {
  return {
    listByGroupId: (groupId: string, { limit, skip }: Window) =>
      db
        .select()
        .from(groupReviews)
        .where(eq(groupReviews.groupId, groupId))
        .orderBy(desc(groupReviews.createdAt), desc(groupReviews.id))
        .limit(limit)
        .offset(skip),
    async findById(reviewId: string) {
      const [row] = await db.select().from(groupReviews).where(eq(groupReviews.id, reviewId));
      return row;
    },
    /** Deletes a review in the caller's transaction; its rating is returned to take off the group's. */
    async remove(tx: DbOrTx, reviewId: string) {
      const [gone] = await tx
        .delete(groupReviews)
        .where(eq(groupReviews.id, reviewId))
        .returning({ groupId: groupReviews.groupId, rating: groupReviews.rating });
      return gone;
    },
    countByGroupId: (groupId: string) =>
      db.select({ value: count() }).from(groupReviews).where(eq(groupReviews.groupId, groupId)),
    findByAuthor: (groupId: string, authorId: string) =>
      db
        .select()
        .from(groupReviews)
        .where(and(eq(groupReviews.groupId, groupId), eq(groupReviews.authorId, authorId))),

    /** An author's reviews, newest edit first, each with its group. */
    listByAuthorId: (authorId: string, { limit, skip }: Window) =>
      db
        .select({
          review: groupReviews,
          group: { id: groupRows.id, name: groupRows.name, parentId: groupRows.parentId },
        })
        .from(groupReviews)
        .innerJoin(groupRows, eq(groupRows.id, groupReviews.groupId))
        .where(eq(groupReviews.authorId, authorId))
        .orderBy(desc(groupReviews.updatedAt))
        .limit(limit)
        .offset(skip),
    countByAuthorId: (authorId: string) =>
      db.select({ value: count() }).from(groupReviews).where(eq(groupReviews.authorId, authorId)),

    async previousRating(tx: DbOrTx, groupId: string, authorId: string) {
      const [previous] = await tx
        .select({ rating: groupReviews.rating })
        .from(groupReviews)
        .where(and(eq(groupReviews.groupId, groupId), eq(groupReviews.authorId, authorId)));
      return previous;
    },
    async save(
      tx: DbOrTx,
      review: { groupId: string; authorId: string; rating: number; comment: string | null },
      now: Date,
    ) {
      const [saved] = await tx
        .insert(groupReviews)
        .values(review)
        .onConflictDoUpdate({
          target: [groupReviews.groupId, groupReviews.authorId],
          set: { rating: review.rating, comment: review.comment, updatedAt: now },
        })
        .returning();
      return saved!;
    },
  };
}
