import type { CreateLeadBody, Lead } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

/** LEAD_RECIPIENT_NOT_CONNECTED when the receiver is not (or no longer) my connection. */
export const createLead = async (body: CreateLeadBody) =>
  unwrap(await api.post<Envelope<Lead>>('/leads', body));

export function useCreateLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLead,
    onSuccess: (lead) => {
      queryClient.setQueryData(leadKeys.detail(lead._id), lead);
      void queryClient.invalidateQueries({ queryKey: leadKeys.lists });
      void queryClient.invalidateQueries({ queryKey: leadKeys.tabs });
    },
  });
}
