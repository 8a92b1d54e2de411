import type {
  AccountDeletionStatus,
  DataExport,
  DataExportDownload,
  DeleteAccountBody,
} from '@nethub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** The member's data archives not yet removed, newest first (ADR 024). */
export const getDataExports = async () =>
  unwrap(await api.get<Envelope<DataExport[]>>('/account/exports'));

export const useDataExports = () =>
  useQuery({ queryKey: settingsKeys.dataExports, queryFn: getDataExports });

/** Asks for an archive; the job queue builds it and mails the link. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await api.post<Envelope<DataExport>>('/account/exports')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.dataExports }),
  });
}

/** A short-lived signed link to one archive: asked for at the click, never kept. */
export const useDownloadDataExport = () =>
  useMutation({
    mutationFn: async (id: string) =>
      unwrap(
        await api.get<Envelope<DataExportDownload>>(
          `/account/exports/${encodeURIComponent(id)}/download`,
        ),
      ),
  });

/** Starts the grace period; the server signs every session out, this one included. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: async (body: DeleteAccountBody) =>
      unwrap(await api.post<Envelope<AccountDeletionStatus>>('/account/deletion', body)),
  });
