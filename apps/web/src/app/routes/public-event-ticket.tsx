import { useSearchParams } from 'react-router';
import { EventTicketPage, readPaymentReturn, TicketPage } from '@/features/public-sales';

/** `ticketId` shows a ticket (back from the checkout, or from its e-mail); `eventId` sells one. */
export default function PublicEventTicketRoute() {
  const [searchParams] = useSearchParams();
  const ticketId = searchParams.get('ticketId');
  if (ticketId !== null) {
    const payment = readPaymentReturn(searchParams.get('payment'));
    return <TicketPage key={`${ticketId}:${payment}`} ticketId={ticketId} payment={payment} />;
  }
  const eventId = searchParams.get('eventId') ?? '';
  return <EventTicketPage key={eventId} eventId={eventId} />;
}
