import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { GroupReviewList, Review, ReviewResult } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { pageWindow, toListResponse } from '../../lib/pagination.js';
import { networkGroups } from '../groups/groups.tables.js';
import { averageOf, lockGroup, type GroupsService } from '../groups/groups.service.js';
import type { MemberCards } from '../members/member-cards.js';
import { groupReviews } from './reviews.tables.js';

type Page = { page: number; offset: number };
type ReviewRow = typeof groupReviews.$inferSelect;

/**
 * Group reviews (spec §4 review upsert): one per member per group. The group row is locked while
 * a review is written, so its `rating_sum` and `review_count` stay exact under concurrent reviews.
 * Only members who are not its owners review a group; anyone who may see the group reads them.
 */
export function createReviewsService({
  db,
  events,
  memberCards,
  groups,
}: {
  db: Db;
  events: EventBus;
  memberCards: MemberCards;
  groups: GroupsService;
}) {
  async function toReviews(rows: ReviewRow[]): Promise<Review[]> {
    const cards = await memberCards.byIds(rows.map((row) => row.authorId));
    return rows.flatMap((row) => {
      const author = cards.get(row.authorId);
      if (!author) return [];
      return [
        {
          _id: row.id,
          rating: row.rating,
          comment: row.comment,
          author,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
      ];
    });
  }

  async function figures(groupId: string) {
    const [row] = await db
      .select({ ratingSum: networkGroups.ratingSum, reviewCount: networkGroups.reviewCount })
      .from(networkGroups)
      .where(eq(networkGroups.id, groupId));
    return {
      averageRating: averageOf(row?.ratingSum ?? 0, row?.reviewCount ?? 0),
      reviewCount: row?.reviewCount ?? 0,
    };
  }

  const canReview = (seen: { isOwner: boolean; isMember: boolean }) =>
    seen.isMember && !seen.isOwner;

  return {
    async forGroup(me: string, groupId: string, query: Page): Promise<GroupReviewList> {
      const seen = await groups.access(me, groupId);
      const where = eq(groupReviews.groupId, groupId);
      const { limit, skip } = pageWindow(query);
      const [rows, [total], [mine], rating] = await Promise.all([
        db
          .select()
          .from(groupReviews)
          .where(where)
          .orderBy(desc(groupReviews.createdAt), desc(groupReviews.id))
          .limit(limit)
          .offset(skip),
        db.select({ value: count() }).from(groupReviews).where(where),
        db
          .select()
          .from(groupReviews)
          .where(and(where, eq(groupReviews.authorId, me))),
        figures(groupId),
      ]);
      const [reviews, myReview] = await Promise.all([
        toReviews(rows),
        mine ? toReviews([mine]) : Promise.resolve([]),
      ]);
      return {
        ...toListResponse(reviews, total?.value ?? 0, query),
        ...rating,
        myReview: myReview[0] ?? null,
        canReview: canReview(seen),
      };
    },

    async mine(me: string, query: Page) {
      const where = eq(groupReviews.authorId, me);
      const { limit, skip } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select({ review: groupReviews, group: networkGroups })
          .from(groupReviews)
          .innerJoin(networkGroups, eq(networkGroups.id, groupReviews.groupId))
          .where(where)
          .orderBy(desc(groupReviews.updatedAt))
          .limit(limit)
          .offset(skip),
        db.select({ value: count() }).from(groupReviews).where(where),
      ]);
      const reviews = await toReviews(rows.map((row) => row.review));
      const withGroups = reviews.map((review, i) => ({
        ...review,
        group: {
          _id: rows[i]!.group.id,
          name: rows[i]!.group.name,
          parentId: rows[i]!.group.parentId,
        },
      }));
      return toListResponse(withGroups, total?.value ?? 0, query);
    },

    /** Creates my review of a group or edits it; the group's figures move in the same transaction. */
    async upsert(
      me: string,
      body: { networkDirectoryId: string; rating: number; comment?: string },
    ): Promise<ReviewResult> {
      const groupId = body.networkDirectoryId;
      const seen = await groups.access(me, groupId);
      if (seen.isOwner) throw forbidden('GROUP_OWNER_ACTION');
      if (!canReview(seen)) throw forbidden('GROUP_MEMBERS_ONLY');
      const { row, created } = await db.transaction(async (tx) => {
        await lockGroup(tx, groupId);
        const [previous] = await tx
          .select({ rating: groupReviews.rating })
          .from(groupReviews)
          .where(and(eq(groupReviews.groupId, groupId), eq(groupReviews.authorId, me)));
        const now = new Date();
        const [saved] = await tx
          .insert(groupReviews)
          .values({ groupId, authorId: me, rating: body.rating, comment: body.comment ?? null })
          .onConflictDoUpdate({
            target: [groupReviews.groupId, groupReviews.authorId],
            set: { rating: body.rating, comment: body.comment ?? null, updatedAt: now },
          })
          .returning();
        await tx
          .update(networkGroups)
          .set({
            ratingSum: sql`${networkGroups.ratingSum} + ${body.rating - (previous?.rating ?? 0)}`,
            reviewCount: sql`${networkGroups.reviewCount} + ${previous ? 0 : 1}`,
          })
          .where(eq(networkGroups.id, groupId));
        if (!previous)
          await events.emit('onboarding.step', { userId: me, step: 'RATES_A_NETWORKING' });
        return { row: saved!, created: !previous };
      });
      const [review] = await toReviews([row]);
      return { review: review!, created, ...(await figures(groupId)) };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
