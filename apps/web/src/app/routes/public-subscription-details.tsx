import { useSearchParams } from 'react-router';
import { PlanDetailsPage } from '@/features/public-sales';

export default function PublicSubscriptionDetailsRoute() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  return <PlanDetailsPage key={id} planId={id} />;
}
