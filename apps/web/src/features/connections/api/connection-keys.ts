import type { ConnectionStatus } from '@nethub/contract';
import type { MemberFilters } from '@/lib/member-filters';

/**
 * The spec's default page size (§9), restated: the contract's constant sits in a module that
 * builds zod schemas, which these screens do not otherwise load.
 */
export const PAGE_SIZE = 10;

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
