import type { ConnectionStatus } from '@nethub/contract';
import type { MemberFilters } from '@/lib/member-filters';

export type ConnectionSort = 'firstName' | 'lastName' | 'createdAt';
export type SortOrder = 'ASC' | 'DESC';

export type ConnectionsFilters = MemberFilters & {
  /** No status is the "All" tab. */
  status?: ConnectionStatus;
  sort: ConnectionSort;
  order: SortOrder;
  bookmarkedOnly: boolean;
};

export const connectionKeys = {
  all: ['connections'] as const,
  list: (filters: ConnectionsFilters) => ['connections', 'list', filters] as const,
  tabs: ['connections', 'tabs'] as const,
  explore: (filters: MemberFilters) => ['connections', 'explore', filters] as const,
};
