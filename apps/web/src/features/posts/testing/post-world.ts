import type {
  CreatePostBody,
  MediaItem,
  Mention,
  PostResponseBody,
  ProfileCard,
  NewPostsCheck,
  Post,
  PostFeed,
  PostReaction,
  PostResponse,
  ReactionBody,
  ReactionSummary,
  UpdatePostBody,
} from '@nethub/contract';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { apiError, apiUrl, http, HttpResponse } from '@/testing/server';

/** Tests of the posts screens only: posts and responses, with the API as the server runs it. */

let postCount = 0;
let responseCount = 0;

export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

/** My own card: posts with it are mine. */
export const myCard = () => ({
  ...buildMemberCard({ firstName: 'Ann', lastName: 'Lee' }),
  _id: buildUser()._id,
});

/** Another member's post in the community feed, unless overridden. */
export const buildPost = (overrides: Partial<Post> = {}): Post => {
  postCount += 1;
  const createdAt = overrides.createdAt ?? minutesAgo(postCount);
  return {
    _id: `4f5e6d7c-8b9a-4c0d-8e1f-${String(postCount).padStart(12, '0')}`,
    content: `Post number ${postCount}`,
    media: [],
    author: buildMemberCard(),
    group: null,
    bookmark: false,
    responseCount: 0,
    reactions: { counts: [], mine: null },
    mentions: [],
    isMine: false,
    canDeactivate: false,
    createdAt,
    updatedAt: createdAt,
    ...overrides,
  };
};

export const buildResponse = (overrides: Partial<PostResponse> = {}): PostResponse => {
  responseCount += 1;
  return {
    _id: `5a6b7c8d-9e0f-4a1b-8c2d-${String(responseCount).padStart(12, '0')}`,
    content: `Response number ${responseCount}`,
    author: buildMemberCard(),
    reactions: { counts: [], mine: null },
    mentions: [],
    createdAt: minutesAgo(60 - responseCount),
    ...overrides,
  };
};

/** My reaction given, changed or taken back, as the server counts it. */
export function applyReaction(summary: ReactionSummary, emoji: PostReaction | null) {
  const counts = new Map(summary.counts.map(({ emoji: e, count }) => [e, count]));
  if (summary.mine) counts.set(summary.mine, (counts.get(summary.mine) ?? 1) - 1);
  if (emoji) counts.set(emoji, (counts.get(emoji) ?? 0) + 1);
  return {
    counts: [...counts]
      .filter(([, count]) => count > 0)
      .map(([e, count]) => ({ emoji: e, count }))
      .sort((a, b) => b.count - a.count),
    mine: emoji,
  };
}

export type PostWorld = {
  /** Every post; feeds show them newest first. */
  posts: Post[];
  /** Each post's responses, oldest first, by post id. */
  responses: Record<string, PostResponse[]>;
  subscriptions: { _id: string; name: string }[];
  /** What GET /community-posts/check-new answers. */
  newPosts: NewPostsCheck;
  /** Groups whose feed I may not read. */
  closedGroups: string[];
  /** My media library: uploads land here, posts refer to it. */
  library: MediaItem[];
  /** Members I may mention: the community's, or by group id a group's. */
  mentionable: { community: ProfileCard[]; groups: Record<string, ProfileCard[]> };
};

export const buildPostWorld = (overrides: Partial<PostWorld> = {}): PostWorld => ({
  posts: [],
  responses: {},
  subscriptions: [],
  newPosts: { total: 0, newPost: false },
  closedGroups: [],
  library: [],
  mentionable: { community: [], groups: {} },
  ...overrides,
});

export type PostLog = {
  /** The path and query of every feed request. */
  feeds: { path: string; query: URLSearchParams }[];
  checks: URLSearchParams[];
  created: CreatePostBody[];
  updated: { id: string; body: UpdatePostBody }[];
  deactivated: string[];
  reacted: { id: string; emoji: PostReaction | null }[];
  bookmarks: { type: string; id: string; bookmark: boolean }[];
  responses: { postId: string; content: string; mentionIds?: string[] }[];
  /** Every suggestions question: the letters and the group. */
  suggestions: { q: string; groupId: string | null }[];
  responsePages: number[];
};

const page = <T>(rows: T[], query: URLSearchParams) => {
  const number = Number(query.get('page') ?? 1);
  const offset = Number(query.get('offset') ?? 10);
  return {
    rows: rows.slice((number - 1) * offset, number * offset),
    totalRows: rows.length,
    totalPages: Math.ceil(rows.length / offset),
    page: number,
    offset,
  };
};

const matchesFeed = (post: Post, groupId: string | null, query: URLSearchParams) => {
  const search = (query.get('textSearch') ?? '').toLowerCase();
  return (
    (post.group?._id ?? null) === groupId &&
    (query.get('bookmark') !== 'true' || post.bookmark) &&
    post.content.toLowerCase().includes(search)
  );
};

/**
 * The posts API over `world`. `holdBookmarks`, when given, keeps each bookmark answer waiting
 * until it resolves, so a test can look at the screen in between.
 */
export function postHandlers(world: PostWorld, holdBookmarks?: () => Promise<void>) {
  const log: PostLog = {
    feeds: [],
    checks: [],
    created: [],
    updated: [],
    deactivated: [],
    reacted: [],
    bookmarks: [],
    responses: [],
    responsePages: [],
    suggestions: [],
  };
  const everyone = () => [
    ...world.mentionable.community,
    ...Object.values(world.mentionable.groups).flat(),
  ];
  /** The mentions stored for these ids, as the server answers them. */
  const mentionsOf = (ids: string[] = []): Mention[] =>
    ids.flatMap((id) => {
      const card = everyone().find((member) => member._id === id);
      return card ? [{ _id: card._id, firstName: card.firstName, lastName: card.lastName }] : [];
    });
  const find = (id: unknown) => world.posts.find((post) => post._id === id);
  const mediaOf = (ids: string[] = [], current: MediaItem[] = []) =>
    ids.flatMap((id) => [...current, ...world.library].find((item) => item._id === id) ?? []);
  const feed = (groupId: string | null, request: Request) => {
    const url = new URL(request.url);
    log.feeds.push({ path: url.pathname, query: url.searchParams });
    if (groupId && world.closedGroups.includes(groupId)) return apiError(403, 'GROUP_MEMBERS_ONLY');
    const rows = world.posts
      .filter((post) => matchesFeed(post, groupId, url.searchParams))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    // The server's feed page: the spec's list shape plus `hasMore` and `totalRowsExact`.
    const data = page(rows, url.searchParams);
    return HttpResponse.json({
      data: {
        ...data,
        totalRowsExact: true,
        hasMore: data.page < data.totalPages,
      } satisfies PostFeed,
    });
  };
  const handlers = [
    http.get(apiUrl('/community-posts/mention-suggestions'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const q = (query.get('q') ?? '').toLowerCase();
      const groupId = query.get('networkDirectoryId');
      log.suggestions.push({ q, groupId });
      const pool = groupId
        ? (world.mentionable.groups[groupId] ?? [])
        : world.mentionable.community;
      const words = q.split(' ').filter(Boolean);
      const rows = pool.filter((member) => {
        const name = ` ${member.firstName} ${member.lastName}`.toLowerCase();
        return words.every((word) => name.includes(` ${word}`));
      });
      return HttpResponse.json({ data: { rows } });
    }),
    http.get(apiUrl('/community-posts/check-new'), ({ request }) => {
      log.checks.push(new URL(request.url).searchParams);
      return HttpResponse.json({ data: world.newPosts });
    }),
    http.get(apiUrl('/community-posts/detail/:id/responses'), ({ params, request }) => {
      const query = new URL(request.url).searchParams;
      log.responsePages.push(Number(query.get('page')));
      if (!find(params.id)) return apiError(404, 'NOT_FOUND');
      return HttpResponse.json({ data: page(world.responses[String(params.id)] ?? [], query) });
    }),
    http.post(apiUrl('/community-posts/detail/:id/responses'), async ({ params, request }) => {
      const post = find(params.id);
      if (!post) return apiError(404, 'NOT_FOUND');
      const { content, mentionIds } = (await request.json()) as PostResponseBody;
      log.responses.push({ postId: post._id, content, mentionIds });
      const response = buildResponse({
        content,
        mentions: mentionsOf(mentionIds),
        author: myCard(),
        createdAt: new Date().toISOString(),
      });
      world.responses[post._id] = [...(world.responses[post._id] ?? []), response];
      post.responseCount += 1;
      return HttpResponse.json({ data: response }, { status: 201 });
    }),
    http.get(apiUrl('/community-posts/detail/:id'), ({ params }) => {
      const post = find(params.id);
      return post ? HttpResponse.json({ data: post }) : apiError(404, 'NOT_FOUND');
    }),
    ...(['put', 'delete'] as const).flatMap((method) => [
      http[method](
        apiUrl('/community-posts/responses/:id/reaction'),
        async ({ params, request }) => {
          const response = Object.values(world.responses)
            .flat()
            .find((item) => item._id === params.id);
          if (!response) return apiError(404, 'NOT_FOUND');
          const emoji = method === 'put' ? ((await request.json()) as ReactionBody).emoji : null;
          response.reactions = applyReaction(response.reactions, emoji);
          return HttpResponse.json({ data: response.reactions });
        },
      ),
      http[method](apiUrl('/community-posts/:id/reaction'), async ({ params, request }) => {
        const post = find(params.id);
        if (!post) return apiError(404, 'NOT_FOUND');
        const emoji = method === 'put' ? ((await request.json()) as ReactionBody).emoji : null;
        log.reacted.push({ id: post._id, emoji });
        post.reactions = applyReaction(post.reactions, emoji);
        return HttpResponse.json({ data: post.reactions });
      }),
    ]),
    http.put(apiUrl('/community-posts/:id/deactivate'), ({ params }) => {
      const post = find(params.id);
      if (!post?.canDeactivate) return apiError(404, 'NOT_FOUND');
      log.deactivated.push(post._id);
      world.posts = world.posts.filter((item) => item !== post);
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.put(apiUrl('/community-posts/:id'), async ({ params, request }) => {
      const post = find(params.id);
      if (!post?.isMine) return apiError(403, 'FORBIDDEN');
      const body = (await request.json()) as UpdatePostBody;
      log.updated.push({ id: post._id, body });
      post.content = body.content ?? '';
      post.media = mediaOf(body.mediaIds, post.media);
      post.mentions = mentionsOf(body.mentionIds);
      return HttpResponse.json({ data: post });
    }),
    http.get(apiUrl('/community-posts/:groupId'), ({ params, request }) =>
      feed(String(params.groupId), request),
    ),
    http.get(apiUrl('/community-posts'), ({ request }) => feed(null, request)),
    http.post(apiUrl('/community-posts'), async ({ request }) => {
      const body = (await request.json()) as CreatePostBody;
      log.created.push(body);
      const post = buildPost({
        content: body.content ?? '',
        media: mediaOf(body.mediaIds),
        mentions: mentionsOf(body.mentionIds),
        author: myCard(),
        isMine: true,
        canDeactivate: true,
        createdAt: new Date().toISOString(),
        group: body.networkDirectoryId
          ? { _id: body.networkDirectoryId, name: 'Test group', parentId: null }
          : null,
      });
      world.posts.push(post);
      return HttpResponse.json({ data: post }, { status: 201 });
    }),
    http.get(apiUrl('/network-directory/subscriptions'), ({ request }) => {
      const name = (new URL(request.url).searchParams.get('name') ?? '').toLowerCase();
      return HttpResponse.json({
        data: world.subscriptions.filter((plan) => plan.name.toLowerCase().includes(name)),
      });
    }),
    http.post(apiUrl('/users/bookmark-status'), async ({ request }) => {
      const body = (await request.json()) as PostLog['bookmarks'][number];
      log.bookmarks.push(body);
      await holdBookmarks?.();
      const post = find(body.id);
      if (body.type !== 'posts' || !post) return apiError(404, 'NOT_FOUND');
      post.bookmark = body.bookmark;
      return HttpResponse.json({ data: body });
    }),
  ];
  return { handlers, log };
}
