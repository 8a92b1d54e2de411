import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Post, PostFeed, PostFeedQuery, PostResponse } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { cappedTotal, pageWindow, toListResponse } from '../../lib/pagination.js';
import { bookmarks } from '../bookmarks/bookmarks.tables.js';
import type { GroupsService } from '../groups/groups.service.js';
import { networkGroups } from '../groups/groups.tables.js';
import type { MediaService } from '../media/media.service.js';
import type { MemberCards } from '../members/member-cards.js';
import { prefixQuery } from '../members/member-search.js';
import { postMedia, postResponses, posts } from './posts.tables.js';

type PostRow = typeof posts.$inferSelect;
type Page = { page: number; offset: number };
type PostInput = { content: string; mediaIds: string[] };
/** Enough to say "99+ new posts" without counting a busy feed. */
const NEW_POSTS_COUNT_CAP = 100;

/** The feed filters of spec §3 on a post's author (and my bookmarks). */
function feedFilters(me: string, query: PostFeedQuery): SQL[] {
  const conditions: SQL[] = [];
  const text = prefixQuery(query.textSearch);
  if (text) conditions.push(sql`${posts.document} @@ ${text}`);
  if (query.country || query.regions?.length) {
    const place: SQL[] = [sql`ms.user_id = ${posts.authorId}`];
    if (query.country) place.push(sql`ms.country_id = ${query.country}`);
    if (query.regions?.length) place.push(sql`ms.region_id in ${query.regions}`);
    conditions.push(
      sql`exists (select 1 from member_search ms where ${sql.join(place, sql` and `)})`,
    );
  }
  if (query.sectors?.length)
    conditions.push(sql`exists (select 1 from profile_sectors ps
      where ps.user_id = ${posts.authorId} and ps.sector_id in ${query.sectors})`);
  if (query.subscriptions?.length)
    conditions.push(sql`exists (select 1 from group_members gm
      join subscription_plans sp on sp.group_id = gm.group_id and sp.active
      where gm.user_id = ${posts.authorId} and gm.status = 'joined' and sp.id in ${query.subscriptions})`);
  if (query.bookmark)
    conditions.push(sql`exists (select 1 from bookmarks b
      where b.user_id = ${me} and b.type = 'posts' and b.target_id = ${posts.id})`);
  return conditions;
}

/**
 * Community posts and group feeds. A community post is seen by every member; a group post only
 * by the group's members. The author edits; the author or an owner of the group deactivates.
 */
export function createPostsService({
  db,
  events,
  memberCards,
  media,
  groups,
}: {
  db: Db;
  events: EventBus;
  memberCards: MemberCards;
  media: MediaService;
  groups: GroupsService;
}) {
  const feedOf = (groupId: string | undefined) =>
    groupId ? eq(posts.groupId, groupId) : sql`${posts.groupId} is null`;

  /** A post as I may see it, with my rights over it; 404 when it is gone or not mine to see. */
  async function visible(me: string, postId: string) {
    const [row] = await db.select().from(posts).where(eq(posts.id, postId));
    if (!row?.active) throw notFound();
    if (!row.groupId) return { row, isGroupOwner: false };
    const seen = await groups.access(me, row.groupId).catch(() => undefined);
    if (!seen?.isMember) throw notFound();
    return { row, isGroupOwner: seen.isOwner };
  }

  async function toPosts(me: string, rows: PostRow[], ownerOf: Set<string>): Promise<Post[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const groupIds = [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))];
    const [cards, attached, marked, groupNames] = await Promise.all([
      memberCards.byIds(rows.map((row) => row.authorId)),
      db
        .select()
        .from(postMedia)
        .where(inArray(postMedia.postId, ids))
        .orderBy(asc(postMedia.position)),
      db
        .select({ id: bookmarks.targetId })
        .from(bookmarks)
        .where(
          and(
            eq(bookmarks.userId, me),
            eq(bookmarks.type, 'posts'),
            inArray(bookmarks.targetId, ids),
          ),
        ),
      groupIds.length
        ? db
            .select({
              id: networkGroups.id,
              name: networkGroups.name,
              parentId: networkGroups.parentId,
            })
            .from(networkGroups)
            .where(inArray(networkGroups.id, groupIds))
        : Promise.resolve([]),
    ]);
    const items = await media.itemsByIds(attached.map((row) => row.mediaId));
    const bookmarked = new Set(marked.map((row) => row.id));
    const groupOf = new Map(
      groupNames.map((g) => [g.id, { _id: g.id, name: g.name, parentId: g.parentId }]),
    );
    return rows.flatMap((row) => {
      const author = cards.get(row.authorId);
      if (!author) return [];
      const isMine = row.authorId === me;
      return [
        {
          _id: row.id,
          content: row.content,
          media: attached
            .filter((a) => a.postId === row.id)
            .flatMap((a) => (items.has(a.mediaId) ? [items.get(a.mediaId)!] : [])),
          author,
          group: row.groupId ? (groupOf.get(row.groupId) ?? null) : null,
          bookmark: bookmarked.has(row.id),
          responseCount: row.responseCount,
          isMine,
          canDeactivate: isMine || (row.groupId !== null && ownerOf.has(row.groupId)),
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        },
      ];
    });
  }

  async function checkMedia(me: string, mediaIds: string[]) {
    if (!(await media.ownsAll(me, mediaIds)))
      throw badRequest('VALIDATION_ERROR', { mediaIds: 'Attach files from your own library' });
  }

  const attach = (tx: Pick<Db, 'insert'>, postId: string, mediaIds: string[]) =>
    mediaIds.length
      ? tx
          .insert(postMedia)
          .values(
            [...new Set(mediaIds)].map((mediaId, position) => ({ postId, mediaId, position })),
          )
      : Promise.resolve();

  async function one(me: string, postId: string) {
    const { row, isGroupOwner } = await visible(me, postId);
    const [found] = await toPosts(
      me,
      [row],
      new Set(isGroupOwner && row.groupId ? [row.groupId] : []),
    );
    if (!found) throw notFound();
    return found;
  }

  return {
    /** The community feed, or with `groupId` that group's feed (members only). */
    async feed(me: string, query: PostFeedQuery, groupId?: string): Promise<PostFeed> {
      const ownerOf = new Set<string>();
      if (groupId) {
        const seen = await groups.membersOnly(me, groupId);
        if (seen.isOwner) ownerOf.add(groupId);
      }
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
      return {
        ...toListResponse(await toPosts(me, rows.slice(0, limit), ownerOf), total.totalRows, query),
        totalRowsExact: total.totalRowsExact,
        hasMore: rows.length > limit,
      };
    },

    detail: one,

    async canSee(me: string, postId: string) {
      return visible(me, postId).then(
        () => true,
        () => false,
      );
    },

    async create(me: string, body: PostInput & { networkDirectoryId?: string }) {
      const groupId = body.networkDirectoryId ?? null;
      if (groupId) await groups.membersOnly(me, groupId);
      await checkMedia(me, body.mediaIds);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(posts)
          .values({ authorId: me, groupId, content: body.content })
          .returning();
        await attach(tx, created!.id, body.mediaIds);
        await events.emit('onboarding.step', { userId: me, step: 'CREATED_POST' });
        await events.emit('post.created', { postId: created!.id, authorId: me, groupId });
        return created!;
      });
      return one(me, row.id);
    },

    async update(me: string, postId: string, body: PostInput) {
      const { row } = await visible(me, postId);
      if (row.authorId !== me) throw forbidden();
      await checkMedia(me, body.mediaIds);
      await db.transaction(async (tx) => {
        await tx
          .update(posts)
          .set({ content: body.content, updatedAt: new Date() })
          .where(eq(posts.id, postId));
        await tx.delete(postMedia).where(eq(postMedia.postId, postId));
        await attach(tx, postId, body.mediaIds);
      });
      return one(me, postId);
    },

    async deactivate(me: string, postId: string) {
      const { row, isGroupOwner } = await visible(me, postId);
      if (row.authorId !== me && !isGroupOwner) throw forbidden();
      await db
        .update(posts)
        .set({ active: false, updatedAt: new Date() })
        .where(eq(posts.id, postId));
      return { ok: true as const };
    },

    /** Others' posts in the feed since `fromDate` (capped). */
    async checkNew(me: string, fromDate: string, groupId?: string) {
      if (groupId) await groups.membersOnly(me, groupId);
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
      const total = row?.value ?? 0;
      return { total, newPost: total > 0 };
    },

    async responses(me: string, postId: string, query: Page) {
      await visible(me, postId);
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
      const cards = await memberCards.byIds(rows.map((row) => row.authorId));
      const list: PostResponse[] = rows.flatMap((row) => {
        const author = cards.get(row.authorId);
        if (!author) return [];
        return [
          { _id: row.id, content: row.content, author, createdAt: row.createdAt.toISOString() },
        ];
      });
      return toListResponse(list, total?.value ?? 0, query);
    },

    async respond(me: string, postId: string, content: string): Promise<PostResponse> {
      const { row: post } = await visible(me, postId);
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(postResponses)
          .values({ postId, authorId: me, content })
          .returning();
        await tx
          .update(posts)
          .set({ responseCount: sql`${posts.responseCount} + 1` })
          .where(eq(posts.id, postId));
        if (post.authorId !== me)
          await events.emit('post.responded', {
            postId,
            postAuthorId: post.authorId,
            responderId: me,
          });
        return created!;
      });
      const author = (await memberCards.byIds([me])).get(me)!;
      return { _id: row.id, content: row.content, author, createdAt: row.createdAt.toISOString() };
    },
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
