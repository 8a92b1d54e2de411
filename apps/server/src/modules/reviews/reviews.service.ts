import type { GroupReviewList, Review, ReviewResult } from '@nethub/contract';
import type { Db, Tx } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { pageWindow, toListResponse } from '../../lib/pagination.js';
import {
  addGroupRating,
  averageOf,
  groupRating,
  lockGroup,
  type GroupsService,
} from '../groups/groups.service.js';
import type { MemberCards } from '../members/member-cards.js';
import { createReviewsRepository } from './reviews.repository.js';
import type { groupReviews } from './reviews.tables.js';

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
  const repo = createReviewsRepository(db);

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
    const row = await groupRating(db, groupId);
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
      const window = pageWindow(query);
      const [rows, [total], [mine], rating] = await Promise.all([
        repo.listByGroupId(groupId, window),
        repo.countByGroupId(groupId),
        repo.findByAuthor(groupId, me),
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
      const window = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        repo.listByAuthorId(me, window),
        repo.countByAuthorId(me),
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

    /** A review of a group I may see, for a report (ADR 029); 404 otherwise. */
    async reportable(me: string, reviewId: string) {
      const row = await repo.findById(reviewId);
      if (!row) throw notFound();
      const { group } = await groups.access(me, row.groupId);
      return {
        authorId: row.authorId,
        snapshot: `${row.rating}/5${row.comment ? `: ${row.comment}` : ' (no comment)'}`,
        context: `Review of ${group.name}`,
      };
    },

    /** An administrator's removal: the review goes and the group's figures with it, locked. */
    async removeByModerator(reviewId: string, tx: Tx) {
      const row = await createReviewsRepository(tx).findById(reviewId);
      if (!row) return;
      await lockGroup(tx, row.groupId);
      const gone = await repo.remove(tx, reviewId);
      if (gone) await addGroupRating(tx, gone.groupId, -gone.rating, -1);
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
        const previous = await repo.previousRating(tx, groupId, me);
        const now = new Date();
        const saved = await repo.save(
          tx,
          { groupId, authorId: me, rating: body.rating, comment: body.comment ?? null },
          now,
        );
        await addGroupRating(tx, groupId, body.rating - (previous?.rating ?? 0), previous ? 0 : 1);
        if (!previous)
          await events.emit('onboarding.step', { userId: me, step: 'RATES_A_NETWORKING' });
        return { row: saved, created: !previous };
      });
      const [review] = await toReviews([row]);
      return { review: review!, created, ...(await figures(groupId)) };
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
