import type { PublicTicketBody, TicketStatus } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from './api-client';
import { useCheckout } from './checkout';

/**
 * Every query a ticket changes sits under one root: buying or giving up a ticket changes the
 * ticket, my list of tickets, and the seats left of its event wherever they show.
 */
export const ticketKeys = {
  all: ['tickets'] as const,
  ticket: (id: string) => ['tickets', 'ticket', id] as const,
  mine: ['tickets', 'mine'] as const,
  event: (id: string) => ['tickets', 'event', id] as const,
  groupEvents: (groupId: string) => ['tickets', 'group-events', groupId] as const,
};

type BuyTicketResult = { ticketId: string; status: TicketStatus };

/**
 * A ticket: with `body`, a visitor's in the name given on the form; without, the signed-in
 * member's. `paid` at once for a free event, else `pending` until its checkout is paid.
 * EVENT_SOLD_OUT and NOT_ON_SALE (409) when no seat can be had.
 */
export const buyTicket = async (eventId: string, body?: PublicTicketBody) => {
  const id = encodeURIComponent(eventId);
  const url = body ? `/public/events/${id}/tickets` : `/events/${id}/tickets`;
  return unwrap(await api.post<Envelope<BuyTicketResult>>(url, body));
};

export function useBuyTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, body }: { eventId: string; body?: PublicTicketBody }) =>
      buyTicket(eventId, body),
    // Seats left have changed, whichever way it went.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all }),
  });
}

/**
 * "Buy ticket": the ticket, then its checkout when it has a price. `showTicket` opens the ticket
 * when no checkout does: a free one is booked at once (`booked`); after a failed checkout (told
 * by useCheckout) it waits, unpaid, on its page.
 */
export function useTicketPurchase(showTicket: (ticketId: string, booked: boolean) => void) {
  const buy = useBuyTicket();
  const checkout = useCheckout();
  const purchase = (
    eventId: string,
    { body, onRefused }: { body?: PublicTicketBody; onRefused?: (error: unknown) => void } = {},
  ) =>
    buy.mutate(
      { eventId, body },
      {
        onSuccess: ({ ticketId, status }) => {
          if (status !== 'pending') return showTicket(ticketId, true);
          checkout.mutate({ ticketId }, { onError: () => showTicket(ticketId, false) });
        },
        onError: onRefused,
      },
    );
  return {
    purchase,
    // Still busy while the page leaves for the checkout.
    pending: buy.isPending || checkout.isPending || checkout.isSuccess,
    refusal: buy.error,
  };
}
