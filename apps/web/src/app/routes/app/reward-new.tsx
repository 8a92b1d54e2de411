import { AddRewardWizard } from '@/features/rewards';

export default AddRewardWizard;
