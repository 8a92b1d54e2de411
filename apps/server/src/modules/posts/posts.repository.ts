import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { PostFeedQuery } from '@nethub/contract';
import type { Db, DbOrTx } from '../../db/client.js';
import { cappedTotal, pageWindow } from '../../lib/pagination.js';
import { bookmarkedBy } from '../bookmarks/bookmarks.read-model.js';
import { joinedGroupWhere } from '../groups/groups.read-model.js';
import { livesIn, prefixQuery } from '../members/member-search.js';
import { worksInAnyOf } from '../profile/profile.read-model.js';
import { sellsAnyOf } from '../subscriptions/subscriptions.read-model.js';
import { postMedia, postResponses, posts } from './posts.tables.js';
import { anyOf } from '../../db/any-of.js';

export type PostRow = typeof posts.$inferSelect;
type Page = { page: number; offset: number };
/** Enough to say "99+ new posts" without counting a busy feed. */
const NEW_POSTS_COUNT_CAP = 100;
/** How many of the newest posts the header search reads before it asks the text index. */
const FIND_RECENT_WINDOW = 2000;
/**
 * A word in this share of posts (3 in 1,000) is looked for among the newest posts; a rarer one
 * in the text index, whose matches are then few enough to sort (at 1M posts, a few thousand).
 */
const FIND_COMMON_TERM_SHARE = 0.003;
/** Up to this many group feeds are merged in order; more are read together. */
const FIND_FEEDS_MAX = 20;

/** The feed filters of spec §3 on a post's author (and my bookmarks). */
function feedFilters(me: string, query: PostFeedQuery): SQL[] {
  const conditions: SQL[] = [];
  const text = prefixQuery(query.textSearch);
  if (text) conditions.push(sql`${posts.document} @@ ${text}`);
  if (query.country || query.regions?.length) conditions.push(livesIn(posts.authorId, query));
  if (query.sectors?.length) conditions.push(worksInAnyOf(posts.authorId, query.sectors));
  const plans = query.subscriptions;
  if (plans?.length)
    conditions.push(joinedGroupWhere(posts.authorId, (groupId) => sellsAnyOf(groupId, plans)));
  if (query.bookmark) conditions.push(bookmarkedBy(me, 'posts', posts.id));
  return conditions;
}

const feedOf = (groupId: string | undefined) =>
  groupId ? eq(posts.groupId, groupId) : sql`${posts.groupId} is null`;

export function createPostsRepository(db: DbOrTx) {
  return {
    async findById(postId: string) {
      const [row] = await db.select().from(posts).where(eq(posts.id, postId));
      return row;
    },

    /** A page of the community feed, or of a group's, one row past the page, and the total. */
    async feed(me: string, query: PostFeedQuery, groupId: string | undefined) {
      const { limit, skip } = pageWindow(query);
      const where = and(eq(posts.active, true), feedOf(groupId), ...feedFilters(me, query));
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(posts)
          .where(where)
          .orderBy(desc(posts.createdAt), desc(posts.id))
          .limit(limit + 1)
          .offset(skip),
        // Exact within a window past the page, estimated beyond: a busy feed is not counted whole.
        cappedTotal(db, sql`from ${posts} where ${where}`, query),
      ]);
      return { rows, total };
    },

    /**
     * The header search's posts (ADR 033): active posts of the community feed or of the groups
     * in `groupIds` with words starting with the words of `text`, newest first, at most
     * `limit + 1`. A common word is found among the newest posts of those feeds (a bounded
     * read of their indexes); a rarer one, missing there, from the text index, its few matches
     * sorted (the expression keeps the planner off the feed index, which would walk every post).
     */
    async find(text: string, groupIds: string[], limit: number, termShare: number) {
      const query = prefixQuery(text);
      if (!query) return [];
      const columns = { id: posts.id, document: posts.document, createdAt: posts.createdAt };
      // Each feed's newest posts from its own index, in order: PostgreSQL merges them and stops
      // as soon as enough match. Past FIND_FEEDS_MAX groups, one read of them all, sorted.
      const newestOf = (feed: SQL) =>
        db
          .select(columns)
          .from(posts)
          .where(and(eq(posts.active, true), feed))
          .orderBy(desc(posts.createdAt))
          .limit(FIND_RECENT_WINDOW);
      const feeds = [
        sql`${posts.groupId} is null`,
        ...(groupIds.length > FIND_FEEDS_MAX
          ? [inArray(posts.groupId, groupIds)]
          : groupIds.map((groupId) => eq(posts.groupId, groupId))),
      ];
      const [first, second, ...rest] = feeds.map(newestOf);
      const recent = second ? unionAll(first!, second, ...rest) : first!;
      const window = recent.as('recent');
      const newest =
        termShare < FIND_COMMON_TERM_SHARE
          ? []
          : await db
              .select({ id: window.id })
              .from(window)
              .where(sql`${window.document} @@ ${query}`)
              .orderBy(desc(window.createdAt), desc(window.id))
              .limit(limit + 1);
      const ids =
        newest.length > limit
          ? newest
          : await db
              .select({ id: posts.id })
              .from(posts)
              .where(
                and(
                  eq(posts.active, true),
                  sql`${posts.document} @@ ${query}`,
                  groupIds.length
                    ? sql`(${posts.groupId} is null or ${inArray(posts.groupId, groupIds)})`
                    : sql`${posts.groupId} is null`,
                ),
              )
              .orderBy(sql`${posts.createdAt} + interval '0 seconds' desc`, desc(posts.id))
              .limit(limit + 1);
      if (!ids.length) return [];
      const rows = await db
        .select()
        .from(posts)
        .where(
          inArray(
            posts.id,
            ids.map((row) => row.id),
          ),
        );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((row) => byId.get(row.id) ?? []);
    },

    /** The media attached to these posts, in their order. */
    mediaOf: (postIds: string[]) =>
      db
        .select()
        .from(postMedia)
        .where(anyOf(postMedia.postId, postIds))
        .orderBy(asc(postMedia.position)),

    attach: (tx: Pick<Db, 'insert'>, postId: string, mediaIds: string[]) =>
      mediaIds.length
        ? tx
            .insert(postMedia)
            .values(
              [...new Set(mediaIds)].map((mediaId, position) => ({ postId, mediaId, position })),
            )
        : Promise.resolve(),
    detachAll: (tx: DbOrTx, postId: string) =>
      tx.delete(postMedia).where(eq(postMedia.postId, postId)),

    async insert(
      tx: DbOrTx,
      values: { authorId: string; groupId: string | null; content: string },
    ) {
      const [created] = await tx.insert(posts).values(values).returning();
      return created!;
    },
    setContent: (tx: DbOrTx, postId: string, content: string) =>
      tx.update(posts).set({ content, updatedAt: new Date() }).where(eq(posts.id, postId)),
    deactivate: (postId: string, tx: DbOrTx = db) =>
      tx.update(posts).set({ active: false, updatedAt: new Date() }).where(eq(posts.id, postId)),

    async findResponse(responseId: string) {
      const [row] = await db.select().from(postResponses).where(eq(postResponses.id, responseId));
      return row;
    },
    /** Removes a response and takes it off its post's count, in the caller's transaction. */
    async deleteResponse(tx: DbOrTx, responseId: string) {
      const [gone] = await tx
        .delete(postResponses)
        .where(eq(postResponses.id, responseId))
        .returning({ postId: postResponses.postId });
      if (gone)
        await tx
          .update(posts)
          .set({ responseCount: sql`greatest(${posts.responseCount} - 1, 0)` })
          .where(eq(posts.id, gone.postId));
      return gone !== undefined;
    },

    /** Others' active posts in the feed since `fromDate`, counted up to a cap. */
    async countNew(me: string, fromDate: string, groupId: string | undefined) {
      const recent = db
        .select({ one: sql`1` })
        .from(posts)
        .where(
          and(
            eq(posts.active, true),
            feedOf(groupId),
            sql`${posts.createdAt} > ${new Date(fromDate).toISOString()}`,
            sql`${posts.authorId} <> ${me}`,
          ),
        )
        .limit(NEW_POSTS_COUNT_CAP)
        .as('recent');
      const [row] = await db.select({ value: count() }).from(recent);
      return row?.value ?? 0;
    },

    async responses(postId: string, query: Page) {
      const where = eq(postResponses.postId, postId);
      const { limit, skip } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(postResponses)
          .where(where)
          .orderBy(asc(postResponses.createdAt), asc(postResponses.id))
          .limit(limit)
          .offset(skip),
        db.select({ value: count() }).from(postResponses).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
    /** A response, and the post's count of them, in the caller's transaction. */
    async insertResponse(tx: DbOrTx, postId: string, authorId: string, content: string) {
      const [created] = await tx
        .insert(postResponses)
        .values({ postId, authorId, content })
        .returning();
      await tx
        .update(posts)
        .set({ responseCount: sql`${posts.responseCount} + 1` })
        .where(eq(posts.id, postId));
      return created!;
    },
  };
}
export type PostsRepository = ReturnType<typeof createPostsRepository>;
