import { useSearchParams } from 'react-router';
import { SubscribePage } from '@/features/public-sales';

export default function PublicSubscriptionFormRoute() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  return <SubscribePage key={id} planId={id} />;
}
