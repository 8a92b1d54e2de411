import type { EventCard } from '@nethub/contract';
import { Button } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { checkoutErrorMessage } from '@/lib/checkout';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { SALES_TEXT } from '@/lib/sales-text';
import { useTicketPurchase } from '@/lib/tickets';

/**
 * "Get ticket" for a free event, "Buy ticket" otherwise: a paid ticket opens on its page, one
 * with a price goes to the checkout first (and waits on its page when none opens).
 */
export function BuyTicketButton({ event }: { event: EventCard }) {
  const navigate = useNavigate();
  const { purchase, pending } = useTicketPurchase((ticketId, booked) => {
    if (booked) notify.success(SALES_TEXT.ticketConfirmed);
    void navigate(paths.ticket.getHref(ticketId));
  });
  const free = event.price === 0;
  const label = free ? 'Get ticket' : 'Buy ticket';

  if (event.seatsLeft !== null && event.seatsLeft <= 0) {
    return (
      <Button disabled aria-label={`Sold out: ${event.title}`}>
        Sold out
      </Button>
    );
  }

  return (
    <Button
      leftSection={<IconTicket size={16} aria-hidden />}
      aria-label={`${label}: ${event.title}`}
      loading={pending}
      onClick={() =>
        purchase(event._id, {
          // Nothing was paid for a free ticket: no payment link to speak of.
          onRefused: (error) =>
            notify.error(checkoutErrorMessage(error, free ? getErrorMessage(error) : undefined)),
        })
      }
    >
      {label}
    </Button>
  );
}
