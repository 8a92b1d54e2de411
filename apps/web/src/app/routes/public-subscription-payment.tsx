import { useSearchParams } from 'react-router';
import { readPaymentReturn, SubscriptionPaymentPage } from '@/features/public-sales';

export default function PublicSubscriptionPaymentRoute() {
  const [searchParams] = useSearchParams();
  const subscriberId = searchParams.get('subscriberId') ?? '';
  const payment = readPaymentReturn(searchParams.get('payment'));
  return (
    <SubscriptionPaymentPage
      key={`${subscriberId}:${payment}`}
      subscriberId={subscriberId}
      payment={payment}
    />
  );
}
