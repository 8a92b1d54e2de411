import type { ConnectionStatus } from '@nethub/contract';

/**
 * The spec's default page size (§9), restated: the contract's constant sits in a module that
 * builds zod schemas, which these screens do not otherwise load.
 */
export const PAGE_SIZE = 10;

/** The filters explore and the connections list share (spec §3). */
export type MemberFilters = {
  textSearch: string;
  country: string;
  regions: string[];
  sectors: string[];
};

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

/** Query parameters of the shared filters: ids comma-joined; empty values are dropped. */
export const memberFilterParams = ({ textSearch, country, regions, sectors }: MemberFilters) => ({
  textSearch,
  country,
  regions: regions.join(','),
  sectors: sectors.join(','),
});
