import { useSearchParams } from 'react-router';
import { PlanListPage } from '@/features/public-sales';

export default function PublicSubscriptionsListRoute() {
  const [searchParams] = useSearchParams();
  const groupId = searchParams.get('groupId') ?? '';
  return <PlanListPage key={groupId} groupId={groupId} />;
}
