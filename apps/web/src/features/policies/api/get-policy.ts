import type { Policy } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

/** 0 is the privacy policy, 1 the terms and conditions. */
export type PolicyType = 0 | 1;

export const getPolicy = async (type: PolicyType) =>
  unwrap(await api.get<Envelope<Policy>>(`/policy/${type}`));

export const policyQueryOptions = (type: PolicyType) =>
  queryOptions({
    queryKey: ['policies', type],
    queryFn: () => getPolicy(type),
    staleTime: 60 * 60_000,
  });

export const usePolicy = (type: PolicyType) => useQuery(policyQueryOptions(type));
