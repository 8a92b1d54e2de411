import type { MemberProfile } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

export const getMemberProfile = async (id: string) =>
  unwrap(await api.get<Envelope<MemberProfile>>(`/users/profile/${encodeURIComponent(id)}`));

export const memberProfileQueryOptions = (id: string) =>
  queryOptions({ queryKey: profileKeys.member(id), queryFn: () => getMemberProfile(id) });

export const useMemberProfile = (id: string, { enabled = true } = {}) =>
  useQuery({ ...memberProfileQueryOptions(id), enabled });
