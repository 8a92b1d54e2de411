import type { GroupDetail } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { groupKeys } from './group-keys';

/** NOT_FOUND (404) when the group does not exist; member-only parts are null for others. */
export const getGroup = async (id: string) =>
  unwrap(await api.get<Envelope<GroupDetail>>(`/network-directory/${encodeURIComponent(id)}`));

export const groupQueryOptions = (id: string) =>
  queryOptions({ queryKey: groupKeys.detail(id), queryFn: () => getGroup(id) });

export const useGroup = (id: string, { enabled = true } = {}) =>
  useQuery({ ...groupQueryOptions(id), enabled: enabled && !!id });
