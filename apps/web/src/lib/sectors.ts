import type { Sector } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from './api-client';

/** Reference data shared by the profile form and the member filters of explore and connections. */
export const sectorKeys = { all: ['sectors'] as const };

export const getSectors = async () => unwrap(await api.get<Envelope<Sector[]>>('/sectors'));

export const sectorsQueryOptions = () =>
  queryOptions({ queryKey: sectorKeys.all, queryFn: getSectors, staleTime: 60 * 60_000 });

export const useSectors = () => useQuery(sectorsQueryOptions());
