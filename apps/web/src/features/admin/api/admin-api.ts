import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type {
  AdminAccess,
  AdminAccount,
  AdminOrganization,
  AdminReport,
  AuditEntry,
  CreateOrganizationBody,
  ListResponse,
  ReportAction,
  ReportKind,
  ReportStatus,
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
  reports: (filter?: { kind: ReportKind | null; status: ReportStatus }) =>
    filter === undefined
      ? ([...adminKeys.all, 'reports'] as const)
      : ([...adminKeys.all, 'reports', filter.kind ?? 'all', filter.status] as const),
  openReports: () => [...adminKeys.all, 'reports', 'open-count'] as const,
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

/** The reports queue (ADR 029): oldest first, by kind and status. */
export const useAdminReports = (filter: { kind: ReportKind | null; status: ReportStatus }) =>
  useInfiniteQuery(
    pagedQueryOptions(
      adminKeys.reports(filter),
      async (n) =>
        unwrap(
          await api.get<Envelope<ListResponse<AdminReport>>>('/admin/reports', {
            params: {
              page: n,
              offset: DEFAULT_PAGE_SIZE,
              status: filter.status,
              ...(filter.kind && { kind: filter.kind }),
            },
          }),
        ),
      { keepPrevious: true, dropWhenLeft: true },
    ),
  );

/** How many reports wait for an administrator: the console's home shows it. */
export const useOpenReportCount = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({
    queryKey: adminKeys.openReports(),
    queryFn: async () =>
      unwrap(
        await api.get<Envelope<ListResponse<AdminReport>>>('/admin/reports', {
          params: { page: 1, offset: 1, status: 'open' },
        }),
      ).totalRows,
    enabled,
  });

/** Dismiss, remove or suspend: the queue, the accounts and the audit log change. */
export function useReportAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: ReportAction }) =>
      unwrap(
        await api.post<Envelope<{ ok: true }>>(`/admin/reports/${encodeURIComponent(id)}/action`, {
          action,
        }),
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.accounts() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
      ]),
  });
}
