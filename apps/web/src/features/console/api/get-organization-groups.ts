import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@nethub/contract/constants';
import type { ListResponse, OrganizationGroup } from '@nethub/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { organizationKeys } from './organization-keys';

export const getOrganizationGroups = async (
  organizationId: string,
  query: { textSearch?: string; page: number; offset: number },
) =>
  unwrap(
    await api.get<Envelope<ListResponse<OrganizationGroup>>>(
      `/organization/${encodeURIComponent(organizationId)}/groups`,
      { params: query },
    ),
  );

/** The console's list of groups, each with its sub-groups: search and "Load more". */
export const organizationGroupsQueryOptions = (organizationId: string, textSearch: string) =>
  pagedQueryOptions(
    [...organizationKeys.groups(organizationId), 'list', textSearch] as const,
    (page) =>
      getOrganizationGroups(organizationId, { textSearch, page, offset: DEFAULT_PAGE_SIZE }),
    { keepPrevious: true, dropWhenLeft: true },
  );

export const useOrganizationGroups = (organizationId: string, textSearch: string) =>
  useInfiniteQuery(organizationGroupsQueryOptions(organizationId, textSearch));

export type GroupOption = { value: string; label: string };

/** Every group and sub-group as options of a select ("Parent › Sub-group"). */
export const toGroupOptions = (groups: OrganizationGroup[]): GroupOption[] =>
  groups.flatMap((group) => [
    { value: group._id, label: group.name },
    ...group.subgroups.map((sub) => ({ value: sub._id, label: `${group.name} › ${sub.name}` })),
  ]);

/** The organisation's groups and sub-groups, to choose one in a filter or a form. */
export const organizationGroupOptionsQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: [...organizationKeys.groups(organizationId), 'options'] as const,
    queryFn: async () =>
      toGroupOptions(
        (await getOrganizationGroups(organizationId, { page: 1, offset: MAX_PAGE_SIZE })).rows,
      ),
  });

export const useOrganizationGroupOptions = (organizationId: string) =>
  useQuery(organizationGroupOptionsQueryOptions(organizationId));
