import type { LeadTabs } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

export const getLeadTabs = async () => unwrap(await api.get<Envelope<LeadTabs>>('/leads/tabs'));

export const leadTabsQueryOptions = () =>
  queryOptions({ queryKey: leadKeys.tabs, queryFn: getLeadTabs });

export const useLeadTabs = () => useQuery(leadTabsQueryOptions());
