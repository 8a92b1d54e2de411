import { z } from 'zod';
import {
  MENTIONS_MAX,
  MENTION_SUGGESTIONS_MAX,
  POST_CONTENT_MAX,
  POST_MEDIA_MAX,
  POST_REACTIONS,
  POST_RESPONSE_MAX,
} from './constants/posts.js';
import { estimatedListResponse, listQuery, listResponse } from './common.js';
import { idList, memberFilters } from './connections.js';
import { mediaItem } from './media.js';
import { profileCard } from './profile.js';
import { groupRef } from './groups.js';

/**
 * Community posts: one feed for every member, and a feed per network group that only its
 * members see. A post has text and/or the author's media, responses (comments) and bookmarks.
 * Only the author edits; the author, or an owner of the post's group, deactivates (a deactivated
 * post leaves every feed and cannot be reopened by id).
 */

const postText = z.string().trim().max(POST_CONTENT_MAX);

/**
 * The members a post or response @mentions (ADR 032): each must be able to see the post, or the
 * call is refused with MENTION_NOT_ALLOWED. Repeats are dropped; at most MENTIONS_MAX.
 */
export const mentionIds = z
  .array(z.uuid())
  .max(MENTIONS_MAX)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** A member a text mentions, as the web shows them: a link to their profile named "@First Last". */
export const mention = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
});
export type Mention = z.infer<typeof mention>;

/**
 * GET /community-posts/mention-suggestions: members whose name starts with `q` who can see a
 * post of that feed (the community: any active member; a group: its members), never me.
 */
export const mentionSuggestionsQuery = z.object({
  q: z.string().trim().max(100).default(''),
  networkDirectoryId: z.uuid().optional(),
});
export type MentionSuggestionsQuery = z.input<typeof mentionSuggestionsQuery>;
export const mentionSuggestions = z.object({
  rows: z.array(profileCard).max(MENTION_SUGGESTIONS_MAX),
});
export type MentionSuggestions = z.infer<typeof mentionSuggestions>;

export const createPostBody = z
  .object({
    content: postText.default(''),
    mediaIds: z.array(z.uuid()).max(POST_MEDIA_MAX).default([]),
    mentionIds,
    /** Posts to that group's feed (members only); absent: the community feed. */
    networkDirectoryId: z.uuid().optional(),
  })
  .refine((post) => post.content.length > 0 || post.mediaIds.length > 0, {
    message: 'Write something or add a file',
    path: ['content'],
  });
export type CreatePostBody = z.input<typeof createPostBody>;

export const updatePostBody = z
  .object({
    content: postText.default(''),
    mediaIds: z.array(z.uuid()).max(POST_MEDIA_MAX).default([]),
    /** Members newly mentioned are notified; those mentioned before are not told again. */
    mentionIds,
  })
  .refine((post) => post.content.length > 0 || post.mediaIds.length > 0, {
    message: 'Write something or add a file',
    path: ['content'],
  });
export type UpdatePostBody = z.input<typeof updatePostBody>;

/** How members reacted to a post or a response: a count per emoji (most first) and mine. */
export const reactionSummary = z.object({
  counts: z.array(z.object({ emoji: z.enum(POST_REACTIONS), count: z.number().int() })),
  mine: z.enum(POST_REACTIONS).nullable(),
});
export type ReactionSummary = z.infer<typeof reactionSummary>;
/** Set my reaction, replacing the one I gave (DELETE takes it back). */
export const reactionBody = z.object({ emoji: z.enum(POST_REACTIONS) });
export type ReactionBody = z.infer<typeof reactionBody>;

export const post = z.object({
  _id: z.uuid(),
  content: z.string(),
  media: z.array(mediaItem),
  author: profileCard,
  group: groupRef.nullable(),
  bookmark: z.boolean(),
  responseCount: z.number().int(),
  reactions: reactionSummary,
  /** Whom the text mentions, as "@First Last" (its current name). */
  mentions: z.array(mention),
  isMine: z.boolean(),
  /** The author, or an owner of the post's group. */
  canDeactivate: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Post = z.infer<typeof post>;

/** Spec §3 feed filters; country/regions/sectors are the author's, subscriptions the plans of
 *  groups the author belongs to. */
export const postFeedQuery = listQuery.extend(memberFilters.shape).extend({
  subscriptions: idList.optional(),
  bookmark: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type PostFeedQuery = z.infer<typeof postFeedQuery>;
/**
 * A feed page in the shared list shape (spec §3); `totalRows` is exact within a window past the
 * page and an estimate beyond (see `estimatedListResponse`), `hasMore` drives "Load more".
 */
export const postFeed = estimatedListResponse(post);
export type PostFeed = z.infer<typeof postFeed>;

/** GET /community-posts/check-new?fromDate: others' posts since the feed was loaded. */
export const checkNewPostsQuery = z.object({
  fromDate: z.iso.datetime({ offset: true }),
  networkDirectoryId: z.uuid().optional(),
});
export const newPostsCheck = z.object({ total: z.number().int(), newPost: z.boolean() });
export type NewPostsCheck = z.infer<typeof newPostsCheck>;

export const postResponseBody = z.object({
  content: z.string().trim().min(1).max(POST_RESPONSE_MAX),
  mentionIds,
});
export type PostResponseBody = z.input<typeof postResponseBody>;
export const postResponse = z.object({
  _id: z.uuid(),
  content: z.string(),
  author: profileCard,
  reactions: reactionSummary,
  mentions: z.array(mention),
  createdAt: z.string(),
});
export type PostResponse = z.infer<typeof postResponse>;
/** Oldest first, like a conversation. */
export const postResponseList = listResponse(postResponse);

/** `id` like its neighbours (`PUT /community-posts/{id}`): OpenAPI allows one name per position. */
export const groupFeedParams = z.object({
  id: z.uuid().meta({ description: 'The network group' }),
});
