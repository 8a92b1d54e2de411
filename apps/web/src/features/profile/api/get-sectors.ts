import type { Sector } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export const getSectors = async () => unwrap(await api.get<Envelope<Sector[]>>('/sectors'));

export const sectorsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.sectors, queryFn: getSectors, staleTime: 60 * 60_000 });

export const useSectors = () => useQuery(sectorsQueryOptions());
