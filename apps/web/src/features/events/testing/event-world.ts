import type { EventCard, Ticket } from '@nethub/contract';
import { buildUser } from '@/testing/factories';
import { apiError, apiUrl, http, HttpResponse, paged } from '@/testing/server';

/*
 * Test data for the event screens: factories and an msw server over an in-memory world that
 * behaves as the server does (only the tests import this file).
 */

let count = 0;
const id = (prefix: string, n: number) => `${prefix}-${String(n).padStart(12, '0')}`;

export const EVENT_GROUP = { _id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000b01', name: 'Leeds Founders' };

export const buildEvent = (overrides: Partial<EventCard> = {}): EventCard => {
  count += 1;
  return {
    _id: id('8b7a6f5e-4d3c-4b2a-9f1e', count),
    title: `Event ${count}`,
    description: 'Drinks and short talks.',
    venue: 'The Corn Exchange, Leeds',
    startsAt: '2026-03-14T18:00:00.000Z',
    endsAt: '2026-03-14T21:00:00.000Z',
    price: 15,
    currency: 'GBP',
    capacity: 50,
    seatsLeft: 12,
    active: true,
    group: EVENT_GROUP,
    organization: { _id: '9f8e7d6c-5b4a-4c3d-8e2f-000000000001', name: 'Acme Networks' },
    ...overrides,
  };
};

export const buildTicket = (overrides: Partial<Ticket> = {}): Ticket => {
  count += 1;
  const me = buildUser();
  return {
    _id: id('4a3b2c1d-0e9f-4a8b-b7c6', count),
    status: 'paid',
    firstName: me.firstName,
    lastName: me.lastName,
    preferences: [],
    paidAt: '2026-02-01T10:00:00.000Z',
    event: buildEvent(),
    ...overrides,
  };
};

export type EventWorld = {
  events: EventCard[];
  /** My tickets, newest event first. */
  tickets: Ticket[];
  /** The error code a ticket purchase of that event is refused with, if any. */
  ticketRefusals: Record<string, { status: number; code: string }>;
  /** How the checkout answers, when it fails. */
  checkoutRefusal: { status: number; code: string } | null;
};

export const buildEventWorld = (overrides: Partial<EventWorld> = {}): EventWorld => ({
  events: [],
  tickets: [],
  ticketRefusals: {},
  checkoutRefusal: null,
  ...overrides,
});

export type EventLog = {
  eventQueries: URLSearchParams[];
  bought: string[];
  checkouts: unknown[];
  preferences: { ticketId: string; body: unknown }[];
  givenUp: string[];
};

export const TICKET_CHECKOUT_URL = 'https://checkout.example/pay/cs_ticket_1';

/** The events, tickets and checkout API over `world`, as the server behaves. */
export function eventHandlers(world: EventWorld) {
  const log: EventLog = {
    eventQueries: [],
    bought: [],
    checkouts: [],
    preferences: [],
    givenUp: [],
  };
  const findTicket = (ticketId: unknown) => world.tickets.find((ticket) => ticket._id === ticketId);
  const handlers = [
    http.get(apiUrl('/events'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.eventQueries.push(query);
      const groupId = query.get('groupId');
      const rows = world.events.filter((event) => !groupId || event.group._id === groupId);
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.get(apiUrl('/events/tickets/mine'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      return HttpResponse.json({ data: paged(world.tickets, query) });
    }),
    http.get(apiUrl('/events/tickets/:id'), ({ params }) => {
      const ticket = findTicket(params.id);
      return ticket ? HttpResponse.json({ data: ticket }) : apiError(404, 'NOT_FOUND');
    }),
    http.put(apiUrl('/events/tickets/:id/preferences'), async ({ params, request }) => {
      const ticket = findTicket(params.id);
      if (!ticket) return apiError(404, 'NOT_FOUND');
      const body = (await request.json()) as { preferences: string[] };
      log.preferences.push({ ticketId: ticket._id, body });
      ticket.preferences = body.preferences;
      return HttpResponse.json({ data: ticket });
    }),
    http.post(apiUrl('/events/tickets/:id/unsubscribe'), ({ params }) => {
      const ticket = findTicket(params.id);
      if (!ticket) return apiError(404, 'NOT_FOUND');
      log.givenUp.push(ticket._id);
      ticket.status = 'cancelled';
      return HttpResponse.json({ data: ticket });
    }),
    http.post(apiUrl('/events/:id/tickets'), ({ params }) => {
      const event = world.events.find((item) => item._id === params.id);
      if (!event) return apiError(404, 'NOT_FOUND');
      log.bought.push(event._id);
      const refusal = world.ticketRefusals[event._id];
      if (refusal) return apiError(refusal.status, refusal.code);
      const free = event.price === 0;
      const ticket = buildTicket({
        event,
        status: free ? 'paid' : 'pending',
        paidAt: free ? '2026-02-01T10:00:00.000Z' : null,
      });
      world.tickets.unshift(ticket);
      if (event.seatsLeft !== null) event.seatsLeft -= 1;
      return HttpResponse.json({ data: { ticketId: ticket._id, status: ticket.status } });
    }),
    http.post(apiUrl('/payment/checkout-session'), async ({ request }) => {
      log.checkouts.push(await request.json());
      if (world.checkoutRefusal) {
        return apiError(world.checkoutRefusal.status, world.checkoutRefusal.code);
      }
      return HttpResponse.json({ data: { sessionId: 'cs_ticket_1', url: TICKET_CHECKOUT_URL } });
    }),
  ];
  return { handlers, log };
}
