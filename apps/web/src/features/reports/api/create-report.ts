import type { CreateReportBody, FiledReport } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

/** Files a report (ADR 029); the administrators' queue changes with it. */
export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateReportBody) =>
      unwrap(await api.post<Envelope<FiledReport>>('/reports', body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'reports'] }),
  });
}
