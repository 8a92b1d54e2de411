import type { CreateCampaignBody, CreateRewardBody, Reward, RewardDetail } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { rewardKeys } from './reward-keys';

export type NewReward =
  { type: 'standard'; body: CreateRewardBody } | { type: 'campaign'; body: CreateCampaignBody };

/**
 * POST /rewards for a standard reward, POST /campaigns for a campaign. A campaign's audience
 * outside my connections answers VALIDATION_ERROR on `body.audienceUserIds`.
 */
export const createReward = async (reward: NewReward) =>
  unwrap(
    await api.post<Envelope<Reward>>(
      reward.type === 'campaign' ? '/campaigns' : '/rewards',
      reward.body,
    ),
  );

export function useCreateReward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReward,
    onSuccess: (reward) => {
      // A new reward has generated no leads yet: its detail opens at once.
      queryClient.setQueryData<RewardDetail>(rewardKeys.detail(reward._id), {
        rewardDetail: reward,
        leadsGenerated: [],
      });
      void queryClient.invalidateQueries({ queryKey: rewardKeys.lists });
      void queryClient.invalidateQueries({ queryKey: rewardKeys.tabs });
      void queryClient.invalidateQueries({ queryKey: rewardKeys.availability });
    },
  });
}
