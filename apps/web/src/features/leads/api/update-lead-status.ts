import type { Lead, LeadStatus } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

type StatusInput = { id: string; status: LeadStatus };

/** Only the receiver moves a lead, to any stage (the giver gets FORBIDDEN). */
export const updateLeadStatus = async ({ id, status }: StatusInput) =>
  unwrap(await api.put<Envelope<Lead>>(`/leads/status/${encodeURIComponent(id)}`, { status }));

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead._id), lead);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.lists }),
        queryClient.invalidateQueries({ queryKey: leadKeys.tabs }),
        queryClient.invalidateQueries({ queryKey: leadKeys.history(lead._id) }),
      ]);
    },
  });
}
