import type { MemberProfile, ProfileCard } from '@nethub/contract';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';

/** A connection's card (name, photo), for the page of the campaigns they offer me. */
export const getRewardMember = async (id: string): Promise<ProfileCard> =>
  unwrap(await api.get<Envelope<MemberProfile>>(`/users/profile/${encodeURIComponent(id)}`))
    .profile;

export const useRewardMember = (id: string) =>
  useQuery({
    queryKey: rewardKeys.member(id),
    queryFn: () => getRewardMember(id),
    enabled: !!id,
    staleTime: 5 * 60_000,
  });
