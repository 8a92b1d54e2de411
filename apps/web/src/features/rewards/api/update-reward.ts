import type { Reward, RewardDetail, RewardStatus } from '@nethub/contract';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';

export type RewardEdit = {
  value: string;
  description?: string;
  status: RewardStatus;
};

/** The owner's edit (spec §3: value, description, status); anyone else gets NOT_FOUND. */
export const updateReward = async ({ id, ...body }: RewardEdit & { id: string }) =>
  unwrap(await api.put<Envelope<Reward>>(`/rewards/${encodeURIComponent(id)}`, body));

export const updateRewardStatus = async ({ id, status }: { id: string; status: RewardStatus }) =>
  unwrap(await api.put<Envelope<Reward>>(`/rewards/${encodeURIComponent(id)}/status`, { status }));

/** The detail shows the saved reward at once; lists and counts settle from the server. */
function saved(queryClient: QueryClient, reward: Reward) {
  queryClient.setQueryData<RewardDetail>(rewardKeys.detail(reward._id), (detail) =>
    detail ? { ...detail, rewardDetail: reward } : detail,
  );
  return queryClient.invalidateQueries({ queryKey: rewardKeys.lists });
}

export function useUpdateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReward,
    onSuccess: (reward) => saved(queryClient, reward),
  });
}

export function useUpdateRewardStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRewardStatus,
    onSuccess: (reward) => saved(queryClient, reward),
  });
}
