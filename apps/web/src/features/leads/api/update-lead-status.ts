import type { ClosedValueBody, Lead, LeadStatus, Currency } from '@nethub/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

/** Moving to CONVERTED may carry the value of the business closed (else the estimate counts). */
type StatusInput = {
  id: string;
  status: LeadStatus;
  closedValue?: number;
  closedCurrency?: Currency;
};

/** Only the receiver moves a lead, to any stage (the giver gets FORBIDDEN). */
export const updateLeadStatus = async ({ id, ...body }: StatusInput) =>
  unwrap(await api.put<Envelope<Lead>>(`/leads/status/${encodeURIComponent(id)}`, body));

/** The lead, its lists, its history and the ledger (which counts converted leads) follow. */
const refresh = (queryClient: QueryClient, lead: Lead) => {
  queryClient.setQueryData(leadKeys.detail(lead._id), lead);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leadKeys.lists }),
    queryClient.invalidateQueries({ queryKey: leadKeys.tabs }),
    queryClient.invalidateQueries({ queryKey: leadKeys.history(lead._id) }),
    queryClient.invalidateQueries({ queryKey: ['ledger'] }),
  ]);
};

export function useUpdateLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLeadStatus,
    onSuccess: (lead) => refresh(queryClient, lead),
  });
}

/** PUT /leads/{id}/closed-value: the receiver corrects what a converted lead closed at. */
export function useUpdateClosedValue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...body }: { id: string } & ClosedValueBody) =>
      unwrap(await api.put<Envelope<Lead>>(`/leads/${encodeURIComponent(id)}/closed-value`, body)),
    onSuccess: (lead) => refresh(queryClient, lead),
  });
}
