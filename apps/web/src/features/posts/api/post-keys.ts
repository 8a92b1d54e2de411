import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
/** The feed filters of spec §3: ids are the author's country, regions and sectors. */
export type PostFilters = {
  textSearch: string;
  country: string;
  regions: string[];
  sectors: string[];
  /** Subscription plans of the groups the author belongs to. */
  subscriptions: string[];
  bookmarkedOnly: boolean;
};

/** No group is the community feed; a group id is that group's feed. */
const feedName = (groupId: string | undefined) => groupId ?? 'community';

export const postKeys = {
  all: ['posts'] as const,
  lists: ['posts', 'list'] as const,
  feeds: (groupId: string | undefined) => ['posts', 'list', feedName(groupId)] as const,
  feed: (groupId: string | undefined, filters: PostFilters) =>
    ['posts', 'list', feedName(groupId), filters] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  responses: (postId: string) => ['posts', 'responses', postId] as const,
  mentionSuggestions: (groupId: string | undefined, q: string) =>
    ['posts', 'mention-suggestions', feedName(groupId), q] as const,
  newPosts: (groupId: string | undefined, fromDate: string) =>
    ['posts', 'check-new', feedName(groupId), fromDate] as const,
};

/** Query parameters of a feed page: ids comma-joined; empty values are dropped. */
export const feedParams = (filters: PostFilters, page: number) => ({
  textSearch: filters.textSearch,
  country: filters.country,
  regions: filters.regions.join(','),
  sectors: filters.sectors.join(','),
  subscriptions: filters.subscriptions.join(','),
  // Absent means every post; the "Bookmarked only" switch asks for bookmarked ones.
  bookmark: filters.bookmarkedOnly ? 'true' : undefined,
  page,
  offset: DEFAULT_PAGE_SIZE,
});

/** A feed's path: the community's, or one group's. */
export const feedPath = (groupId: string | undefined) =>
  groupId ? `/community-posts/${encodeURIComponent(groupId)}` : '/community-posts';

export const postPath = (id: string) => `/community-posts/${encodeURIComponent(id)}`;
export const postDetailPath = (id: string) => `/community-posts/detail/${encodeURIComponent(id)}`;
