import { MyTickets } from '@/features/events';
import { SubscriptionsPage } from '@/features/subscriptions';

export default function SubscriptionsRoute() {
  return <SubscriptionsPage tickets={<MyTickets />} />;
}
