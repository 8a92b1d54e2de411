import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { ListResponse, OrganizationMember } from '@nethub/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { organizationKeys, type MemberFilters } from './organization-keys';

export const getOrganizationMembers = async (
  organizationId: string,
  filters: MemberFilters,
  page: number,
) =>
  unwrap(
    await api.get<Envelope<ListResponse<OrganizationMember>>>(
      `/organization/${encodeURIComponent(organizationId)}/members`,
      { params: { ...filters, page, offset: DEFAULT_PAGE_SIZE } },
    ),
  );

/** Everyone in the organisation's groups; new filters start again from page 1. */
export const organizationMembersQueryOptions = (organizationId: string, filters: MemberFilters) =>
  pagedQueryOptions(
    organizationKeys.members(organizationId, filters),
    (page) => getOrganizationMembers(organizationId, filters, page),
    { keepPrevious: true, dropWhenLeft: true },
  );

export const useOrganizationMembers = (organizationId: string, filters: MemberFilters) =>
  useInfiniteQuery(organizationMembersQueryOptions(organizationId, filters));
