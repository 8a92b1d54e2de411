import type { MemberFilters } from '@/lib/member-filters';

/** Which groups a list holds: all of them, mine by my standing, or those I run. */
export type GroupScope = 'all' | 'joined' | 'requested' | 'owned';

/** The filters of the list of all groups: the member filters and subscription plans. */
export type GroupFilters = MemberFilters & { subscriptions: string[] };

export const NO_GROUP_FILTERS: GroupFilters = {
  textSearch: '',
  country: '',
  regions: [],
  sectors: [],
  subscriptions: [],
};

export const groupKeys = {
  all: ['groups'] as const,
  lists: ['groups', 'list'] as const,
  list: (scope: GroupScope, filters: GroupFilters) => ['groups', 'list', scope, filters] as const,
  details: ['groups', 'detail'] as const,
  detail: (id: string) => ['groups', 'detail', id] as const,
  members: (id: string, filters: MemberFilters) => ['groups', 'members', id, filters] as const,
  requests: (id: string) => ['groups', 'requests', id] as const,
  reviews: (id: string) => ['groups', 'reviews', id] as const,
};

/** "Load more" asks for the next page while the last one was not the final page. */
export const nextPage = (last: { page: number; totalPages: number }) =>
  last.page < last.totalPages ? last.page + 1 : undefined;
