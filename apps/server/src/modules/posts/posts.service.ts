import {
  POST_CREATED_EVENT,
  POST_REACTIONS_EVENT,
  type MentionSuggestions,
  type Post,
  type PostFeed,
  type PostFeedQuery,
  type PostReaction,
  type PostResponse,
  type ReactionSummary,
  type SearchPost,
  type ServerToClientPayloads,
} from '@nethub/contract';
import { readTogetherAs } from '../../db/read-together.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { pageWindow, toListResponse } from '../../lib/pagination.js';
import { createBookmarkReader } from '../bookmarks/bookmarks.read-model.js';
import type { GroupsService } from '../groups/groups.service.js';
import { createGroupReader } from '../groups/groups.read-model.js';
import type { MediaService } from '../media/media.service.js';
import type { MemberCards } from '../members/member-cards.js';
import { createSearchTermStats } from '../members/member-search.js';
import { createMentionsRepository } from './post-mentions.js';
import { createReactionsRepository } from './post-reactions.js';
import { createPostsRepository, type PostRow } from './posts.repository.js';

type Page = { page: number; offset: number };
type PostInput = { content: string; mediaIds: string[]; mentionIds: string[] };
type FeedEvent = typeof POST_CREATED_EVENT | typeof POST_REACTIONS_EVENT;

/** The real-time gateway as the feed uses it: a push to everyone signed in, or to some members. */
export type FeedFanOut = {
  toEveryone<E extends FeedEvent>(event: E, payload: ServerToClientPayloads[E]): void;
  toUsers<E extends FeedEvent>(
    userIds: string[],
    event: E,
    payload: ServerToClientPayloads[E],
  ): void;
};

/**
 * Community posts and group feeds. A community post is seen by every member; a group post only
 * by the group's members. The author edits; the author or an owner of the group deactivates.
 */
/** A post's text on one line, cut to 160 characters. */
const excerptOf = (content: string) => {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
};

export function createPostsService({
  db,
  events,
  memberCards,
  media,
  groups,
  fanOut,
}: {
  db: Db;
  events: EventBus;
  memberCards: MemberCards;
  media: MediaService;
  groups: GroupsService;
  /** Live feeds (ADR 032); without it posts are only found by the feeds' polls. */
  fanOut?: FeedFanOut;
}) {
  const repo = createPostsRepository(db);
  const reactions = createReactionsRepository(db);
  const mentions = createMentionsRepository(db);

  // A new post is announced to whoever can see it: on the community feed every signed-in
  // member, on a group's feed its members (read when the job runs, so a leaver is not told).
  events.on('post.created', 'live-feed', async ({ postId, authorId, groupId }) => {
    if (!fanOut) return;
    const payload = { postId, authorId, groupId };
    if (!groupId) return fanOut.toEveryone(POST_CREATED_EVENT, payload);
    fanOut.toUsers(await groups.memberIds(groupId), POST_CREATED_EVENT, payload);
  });

  /**
   * New counts to whoever can see the post, and my reaction to my own other tabs. A live nicety,
   * not a job: the reaction is stored and every feed reads it on its next load, so a push that
   * cannot be made (the group's members unreadable) never fails the member's call.
   */
  async function announceReactions(
    me: string,
    post: PostRow,
    responseId: string | null,
    summary: ReactionSummary,
  ) {
    if (!fanOut) return;
    const changed = { postId: post.id, responseId, counts: summary.counts };
    if (!post.groupId) fanOut.toEveryone(POST_REACTIONS_EVENT, changed);
    else {
      const members = await groups.memberIds(post.groupId).catch(() => []);
      fanOut.toUsers(
        members.filter((id) => id !== me),
        POST_REACTIONS_EVENT,
        changed,
      );
    }
    fanOut.toUsers([me], POST_REACTIONS_EVENT, { ...changed, mine: summary.mine });
  }
  const bookmarks = createBookmarkReader(db);
  const groupReader = createGroupReader(db);
  const termStats = createSearchTermStats(db, undefined, 'posts');

  /** A post as I may see it, with my rights over it; 404 when it is gone or not mine to see. */
  async function visible(me: string, postId: string) {
    const row = await repo.findById(postId);
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
    // The page's details in one statement (ADR 036): sending statements is what a feed cost,
    // and the statement is built once (readTogetherAs).
    const authors = rows.map((row) => row.authorId);
    const details = await readTogetherAs(
      db,
      'posts:details',
      { me, authors, ids, groupIds },
      (page) => ({
        cards: memberCards.read(page.authors),
        attached: repo.mediaOf(page.ids),
        marked: bookmarks.markedAmong(page.me, 'posts', page.ids),
        groupNames: groupReader.refs(page.groupIds),
        reacted: reactions.summaryRead('post', page.me, page.ids),
        mentioned: mentions.mentionRead('post', page.ids),
      }),
    );
    const { attached, marked, groupNames } = details;
    const [cards, items] = await Promise.all([
      memberCards.cardsOf(details.cards),
      media.itemsByIds(attached.map((row) => row.mediaId)),
    ]);
    const reacted = reactions.summariesOf(details.reacted);
    const mentioned = mentions.mentionsOf(details.mentioned);
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
          reactions: reacted.of(row.id),
          mentions: mentioned.of(row.id),
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

  /** Every mentioned member must be able to see a post of that feed (ADR 032). */
  async function checkMentions(groupId: string | null, mentionIds: string[]) {
    if (!mentionIds.length) return;
    const visible = await mentions.visibleAmong(groupId, mentionIds);
    if (mentionIds.some((id) => !visible.has(id)))
      throw badRequest('MENTION_NOT_ALLOWED', {
        mentionIds: groupId
          ? 'Only members of this group can be mentioned here'
          : 'Only active members can be mentioned',
      });
  }

  /** Stores the mentions and, in the same transaction, tells the members newly mentioned. */
  async function mention(
    tx: Tx,
    where:
      { kind: 'post'; postId: string } | { kind: 'response'; postId: string; responseId: string },
    authorId: string,
    mentionIds: string[],
  ) {
    const id = where.kind === 'post' ? where.postId : where.responseId;
    const added = await mentions.replace(tx, where.kind, id, mentionIds);
    const told = added.filter((userId) => userId !== authorId);
    if (told.length)
      await events.emit('post.mentioned', {
        postId: where.postId,
        responseId: where.kind === 'response' ? where.responseId : null,
        authorId,
        mentionedIds: told,
      });
  }

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
    /**
     * The header search's posts (ADR 033): community posts and posts of the groups in
     * `readable` (the caller's, from groups.readableIds), newest first, an excerpt each.
     */
    async findPosts(text: string, readable: string[], limit: number) {
      const rows = await repo.find(text, readable, limit, await termStats.share(text));
      const groupIds = [...new Set(rows.flatMap((row) => (row.groupId ? [row.groupId] : [])))];
      const [cards, groupNames] = await Promise.all([
        memberCards.byIds(rows.map((row) => row.authorId)),
        groupIds.length ? groupReader.refs(groupIds) : Promise.resolve([]),
      ]);
      const nameOf = new Map(groupNames.map((g) => [g.id, g.name]));
      const found = rows.flatMap((row): SearchPost[] => {
        const author = cards.get(row.authorId);
        if (!author) return [];
        return [
          {
            _id: row.id,
            excerpt: excerptOf(row.content),
            author: { _id: author._id, firstName: author.firstName, lastName: author.lastName },
            groupId: row.groupId,
            groupName: row.groupId ? (nameOf.get(row.groupId) ?? null) : null,
            createdAt: row.createdAt.toISOString(),
          },
        ];
      });
      return { rows: found.slice(0, limit), hasMore: found.length > limit };
    },

    /** The community feed, or with `groupId` that group's feed (members only). */
    async feed(me: string, query: PostFeedQuery, groupId?: string): Promise<PostFeed> {
      const ownerOf = new Set<string>();
      if (groupId) {
        const seen = await groups.membersOnly(me, groupId);
        if (seen.isOwner) ownerOf.add(groupId);
      }
      const { limit } = pageWindow(query);
      const { rows, total } = await repo.feed(me, query, groupId);
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
      await checkMentions(groupId, body.mentionIds);
      const row = await db.transaction(async (tx) => {
        const created = await repo.insert(tx, { authorId: me, groupId, content: body.content });
        await repo.attach(tx, created.id, body.mediaIds);
        await mention(tx, { kind: 'post', postId: created.id }, me, body.mentionIds);
        await events.emit('onboarding.step', { userId: me, step: 'CREATED_POST' });
        await events.emit('post.created', { postId: created.id, authorId: me, groupId });
        return created;
      });
      return one(me, row.id);
    },

    async update(me: string, postId: string, body: PostInput) {
      const { row } = await visible(me, postId);
      if (row.authorId !== me) throw forbidden();
      await checkMedia(me, body.mediaIds);
      await checkMentions(row.groupId, body.mentionIds);
      await db.transaction(async (tx) => {
        await repo.setContent(tx, postId, body.content);
        await repo.detachAll(tx, postId);
        await repo.attach(tx, postId, body.mediaIds);
        await mention(tx, { kind: 'post', postId }, me, body.mentionIds);
      });
      return one(me, postId);
    },

    async deactivate(me: string, postId: string) {
      const { row, isGroupOwner } = await visible(me, postId);
      if (row.authorId !== me && !isGroupOwner) throw forbidden();
      await repo.deactivate(postId);
      return { ok: true as const };
    },

    /**
     * What a report keeps of a post I may see (ADR 029): its author, its text as it is now and
     * where it was posted; 404 when it is gone or not mine to see.
     */
    async reportable(me: string, postId: string) {
      const { row } = await visible(me, postId);
      const [group] = row.groupId ? await groupReader.refs([row.groupId]) : [];
      return {
        authorId: row.authorId,
        snapshot: row.content,
        context: group ? `Post in ${group.name}` : 'Post on the community feed',
      };
    },

    /** A response of a post I may see, for a report; 404 otherwise. */
    async reportableResponse(me: string, responseId: string) {
      const response = await repo.findResponse(responseId);
      if (!response) throw notFound();
      const { row } = await visible(me, response.postId);
      return {
        authorId: response.authorId,
        snapshot: response.content,
        context: `Response to: ${row.content.slice(0, 200)}`,
      };
    },

    /** An administrator's removal (ADR 029): the post leaves every feed, in their transaction. */
    async removeByModerator(postId: string, tx: Tx) {
      await repo.deactivate(postId, tx);
    },
    async removeResponseByModerator(responseId: string, tx: Tx) {
      await repo.deleteResponse(tx, responseId);
    },

    /**
     * Members I may mention in a post of this feed, by name: the community's active members, or
     * with `groupId` (which I must belong to) that group's members.
     */
    async mentionSuggestions(
      me: string,
      q: string,
      groupId: string | undefined,
    ): Promise<MentionSuggestions> {
      if (groupId) await groups.membersOnly(me, groupId);
      const ids = await mentions.suggest(me, q, groupId ?? null);
      const cards = await memberCards.byIds(ids);
      return { rows: ids.flatMap((id) => (cards.has(id) ? [cards.get(id)!] : [])) };
    },

    /** Others' posts in the feed since `fromDate` (capped). */
    async checkNew(me: string, fromDate: string, groupId?: string) {
      if (groupId) await groups.membersOnly(me, groupId);
      const total = await repo.countNew(me, fromDate, groupId);
      return { total, newPost: total > 0 };
    },

    async responses(me: string, postId: string, query: Page) {
      await visible(me, postId);
      const { rows, total } = await repo.responses(postId, query);
      const ids = rows.map((row) => row.id);
      const [cards, reacted, mentioned] = await Promise.all([
        memberCards.byIds(rows.map((row) => row.authorId)),
        reactions.summaries('response', me, ids),
        mentions.of('response', ids),
      ]);
      const list: PostResponse[] = rows.flatMap((row) => {
        const author = cards.get(row.authorId);
        if (!author) return [];
        return [
          {
            _id: row.id,
            content: row.content,
            author,
            reactions: reacted.of(row.id),
            mentions: mentioned.of(row.id),
            createdAt: row.createdAt.toISOString(),
          },
        ];
      });
      return toListResponse(list, total, query);
    },

    async respond(
      me: string,
      postId: string,
      { content, mentionIds }: { content: string; mentionIds: string[] },
    ): Promise<PostResponse> {
      const { row: post } = await visible(me, postId);
      await checkMentions(post.groupId, mentionIds);
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertResponse(tx, postId, me, content);
        await mention(tx, { kind: 'response', postId, responseId: created.id }, me, mentionIds);
        if (post.authorId !== me)
          await events.emit('post.responded', {
            postId,
            postAuthorId: post.authorId,
            responderId: me,
          });
        return created;
      });
      const [cards, mentioned] = await Promise.all([
        memberCards.byIds([me]),
        mentions.of('response', [row.id]),
      ]);
      return {
        _id: row.id,
        content: row.content,
        author: cards.get(me)!,
        reactions: { counts: [], mine: null },
        mentions: mentioned.of(row.id),
        createdAt: row.createdAt.toISOString(),
      };
    },

    /** My reaction to a post I may see (null takes it back); answers the post's new summary. */
    async reactToPost(me: string, postId: string, emoji: PostReaction | null) {
      const { row: post } = await visible(me, postId);
      await reactions.set('post', postId, me, emoji);
      const summary = (await reactions.summaries('post', me, [postId])).of(postId);
      await announceReactions(me, post, null, summary);
      return summary;
    },

    /** My reaction to a response on a post I may see. */
    async reactToResponse(me: string, responseId: string, emoji: PostReaction | null) {
      const response = await repo.findResponse(responseId);
      if (!response) throw notFound();
      const { row: post } = await visible(me, response.postId);
      await reactions.set('response', responseId, me, emoji);
      const summary = (await reactions.summaries('response', me, [responseId])).of(responseId);
      await announceReactions(me, post, responseId, summary);
      return summary;
    },
  };
}
export type PostsService = ReturnType<typeof createPostsService>;
