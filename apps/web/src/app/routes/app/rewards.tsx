import { RewardsManager } from '@/features/rewards';

export default RewardsManager;
