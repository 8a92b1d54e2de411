import type { LeadStageChange } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

/** Its creation, then every stage change, oldest first (for its giver and receiver only). */
export const getLeadHistory = async (id: string) =>
  unwrap(await api.get<Envelope<LeadStageChange[]>>(`/leads/${encodeURIComponent(id)}/history`));

export const leadHistoryQueryOptions = (id: string) =>
  queryOptions({ queryKey: leadKeys.history(id), queryFn: () => getLeadHistory(id) });

export const useLeadHistory = (id: string) => useQuery(leadHistoryQueryOptions(id));
