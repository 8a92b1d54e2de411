export { AddRewardWizard } from './components/add-reward-wizard';
export { ConnectionCampaigns } from './components/connection-campaigns';
export { RewardDetail } from './components/reward-detail';
export { RewardsManager } from './components/rewards-manager';
