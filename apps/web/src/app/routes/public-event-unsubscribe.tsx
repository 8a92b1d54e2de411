import { useSearchParams } from 'react-router';
import { UnsubscribePage } from '@/features/public-sales';

export default function PublicEventUnsubscribeRoute() {
  const [searchParams] = useSearchParams();
  const ticketId = searchParams.get('ticketId') ?? '';
  return <UnsubscribePage key={ticketId} ticketId={ticketId} />;
}
