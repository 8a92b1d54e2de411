export type MemberFilters = { groupId: string; textSearch: string };

export const organizationKeys = {
  all: ['organization'] as const,
  mine: ['organization', 'mine'] as const,
  detail: (id: string) => ['organization', 'detail', id] as const,
  groups: (id: string) => ['organization', id, 'groups'] as const,
  members: (id: string, filters?: MemberFilters) =>
    filters
      ? (['organization', id, 'members', filters] as const)
      : (['organization', id, 'members'] as const),
  revenue: (id: string) => ['organization', id, 'revenue'] as const,
  payments: (id: string, page?: number) =>
    page === undefined
      ? (['organization', id, 'payments'] as const)
      : (['organization', id, 'payments', page] as const),
};
