import { z } from 'zod';
import { chatSearchHit } from './chat.js';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from './constants/search.js';
import { profileCard } from './profile.js';

/** One search in the header (ADR 033): what I type, trimmed. */
export const searchQuery = z.object({
  q: z
    .string()
    .trim()
    .min(SEARCH_QUERY_MIN, `Type at least ${SEARCH_QUERY_MIN} characters`)
    .max(SEARCH_QUERY_MAX, `Type at most ${SEARCH_QUERY_MAX} characters`),
});
export type SearchQuery = z.input<typeof searchQuery>;

/** A member I may see: connections first, then names that start with what I typed. */
export const searchPerson = profileCard.extend({ connected: z.boolean() });
export type SearchPerson = z.infer<typeof searchPerson>;

/** A group I may see in the directory, or one of my sub-groups: mine first. */
export const searchGroup = z.object({
  _id: z.uuid(),
  name: z.string(),
  parentId: z.uuid().nullable(),
  memberCount: z.number().int(),
  isMember: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroup>;

/** A community post, or one of a group I am in: newest first. */
export const searchPost = z.object({
  _id: z.uuid(),
  excerpt: z.string(),
  author: z.object({ _id: z.uuid(), firstName: z.string(), lastName: z.string() }),
  groupId: z.uuid().nullable(),
  groupName: z.string().nullable(),
  createdAt: z.string(),
});
export type SearchPost = z.infer<typeof searchPost>;

const kind = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), hasMore: z.boolean() });

export const searchResult = z.object({
  people: kind(searchPerson),
  groups: kind(searchGroup),
  posts: kind(searchPost),
  messages: kind(chatSearchHit),
});
export type SearchResult = z.infer<typeof searchResult>;
