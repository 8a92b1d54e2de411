import { useParams } from 'react-router';
import { RewardDetail } from '@/features/rewards';

export default function RewardDetailRoute() {
  const { id = '' } = useParams();
  return <RewardDetail key={id} rewardId={id} />;
}
