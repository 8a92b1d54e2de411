import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

export type Invite = { email: string; firstName: string; lastName: string };

export const getInvite = async (token: string) =>
  unwrap(await api.get<Envelope<Invite>>('/auth/complete-invite', { params: { token } }));

export const inviteQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['auth', 'invite', token], queryFn: () => getInvite(token) });

export const useInvite = (token: string) => useQuery(inviteQueryOptions(token));
