import { useParams } from 'react-router';
import { ConnectionCampaigns } from '@/features/rewards';

export default function RewardConnectionRoute() {
  const { userId = '' } = useParams();
  return <ConnectionCampaigns key={userId} userId={userId} />;
}
