import type { Lead } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

/** NOT_FOUND (404) when I am neither the giver nor the receiver. */
export const getLead = async (id: string) =>
  unwrap(await api.get<Envelope<Lead>>(`/leads/${encodeURIComponent(id)}`));

export const leadQueryOptions = (id: string) =>
  queryOptions({ queryKey: leadKeys.detail(id), queryFn: () => getLead(id) });

export const useLead = (id: string) => useQuery(leadQueryOptions(id));
