import type { MyProfile } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { accountKeys } from '@/lib/preferences';

export const getMyProfile = async () =>
  unwrap(await api.get<Envelope<MyProfile>>('/users/profile'));

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: getMyProfile });

export const useMyProfile = () => useQuery(myProfileQueryOptions());
