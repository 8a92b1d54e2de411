import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type {
  AdminAccess,
  AdminAccount,
  AdminOrganization,
  AuditEntry,
  CreateOrganizationBody,
  ListResponse,
} from '@nethub/contract';
import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';

export const adminKeys = {
  all: ['admin'] as const,
  access: () => [...adminKeys.all, 'access'] as const,
  accounts: (textSearch?: string) =>
    textSearch === undefined
      ? ([...adminKeys.all, 'accounts'] as const)
      : ([...adminKeys.all, 'accounts', textSearch] as const),
  organizations: (textSearch?: string) =>
    textSearch === undefined
      ? ([...adminKeys.all, 'organizations'] as const)
      : ([...adminKeys.all, 'organizations', textSearch] as const),
  audit: () => [...adminKeys.all, 'audit'] as const,
};

export const adminAccessQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.access(),
    queryFn: async () => unwrap(await api.get<Envelope<AdminAccess>>('/admin/access')),
    staleTime: 5 * 60_000,
  });

/** Whether the signed-in account administers the platform: the menu shows the console then. */
export const useAdminAccess = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...adminAccessQueryOptions(), enabled });

const page = (textSearch: string, n: number) => ({
  page: n,
  offset: DEFAULT_PAGE_SIZE,
  ...(textSearch && { textSearch }),
});

export const useAdminAccounts = (textSearch: string) =>
  useInfiniteQuery(
    pagedQueryOptions(
      adminKeys.accounts(textSearch),
      async (n) =>
        unwrap(
          await api.get<Envelope<ListResponse<AdminAccount>>>('/admin/accounts', {
            params: page(textSearch, n),
          }),
        ),
      { keepPrevious: true, dropWhenLeft: true },
    ),
  );

export const useAdminOrganizations = (textSearch: string) =>
  useInfiniteQuery(
    pagedQueryOptions(
      adminKeys.organizations(textSearch),
      async (n) =>
        unwrap(
          await api.get<Envelope<ListResponse<AdminOrganization>>>('/admin/organizations', {
            params: page(textSearch, n),
          }),
        ),
      { keepPrevious: true, dropWhenLeft: true },
    ),
  );

export const useAuditLog = () =>
  useInfiniteQuery(
    pagedQueryOptions(
      adminKeys.audit(),
      async (n) =>
        unwrap(
          await api.get<Envelope<ListResponse<AuditEntry>>>('/admin/audit-log', {
            params: page('', n),
          }),
        ),
      { dropWhenLeft: true },
    ),
  );

/** Suspend or restore: the account lists and the audit log change. */
export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: 'suspend' | 'restore' }) =>
      unwrap(
        await api.post<Envelope<AdminAccount>>(
          `/admin/accounts/${encodeURIComponent(id)}/${action}`,
        ),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.accounts() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.organizations() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateOrganizationBody) =>
      unwrap(
        await api.post<Envelope<AdminOrganization & { invited: boolean }>>(
          '/admin/organizations',
          body,
        ),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.organizations() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.accounts() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
