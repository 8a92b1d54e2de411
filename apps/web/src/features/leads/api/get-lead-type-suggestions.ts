import type { LeadType } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

/** Up to 10 lead types matching `name`; a name nobody used yet is created with the lead. */
export const getLeadTypeSuggestions = async (name: string) =>
  unwrap(await api.get<Envelope<LeadType[]>>('/leads/lead-type/suggestion', { params: { name } }));

export const leadTypeSuggestionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: leadKeys.leadTypes(name),
    queryFn: () => getLeadTypeSuggestions(name),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useLeadTypeSuggestions = (name: string) =>
  useQuery(leadTypeSuggestionsQueryOptions(name));
