import type {
  CheckoutSessionBody,
  EventCard,
  PlanCard,
  PublicEvent,
  PublicSubscribeBody,
  PublicTicketBody,
  SubscriberSummary,
  Ticket,
  TicketPreferencesBody,
} from '@nethub/contract';
import { ErrorCode } from '@nethub/contract/constants';
import { buildPreferences } from '@/testing/factories';
import { apiError, apiUrl, http, HttpResponse, paged, server } from '@/testing/server';

/*
 * Test data for the public sales pages: factories and an msw server over an in-memory world that
 * behaves as the server does (only the tests import this file).
 */

const id = (prefix: string, n: number) => `${prefix}-${String(n).padStart(12, '0')}`;
let count = 0;
const next = () => {
  count += 1;
  return count;
};

export const GROUP = {
  _id: id('9a1b2c3d-4e5f-4a6b-8c7d', 901),
  name: 'Leeds Founders',
  description: 'Business owners who meet every month.',
  memberCount: 12,
  averageRating: 4.5,
  reviewCount: 2,
  coverUrl: null,
};
export const ORGANIZATION = {
  _id: id('9f8e7d6c-5b4a-4c3d-8e2f', 901),
  name: 'Acme Networks',
  logoUrl: null,
};

export const buildPlan = (overrides: Partial<PlanCard> = {}): PlanCard => ({
  _id: id('5d4c3b2a-1f0e-4d9c-8b7a', next()),
  name: 'Gold membership',
  description: 'Monthly meetings and the members’ directory.',
  price: 20,
  currency: 'GBP',
  period: 'month',
  group: GROUP,
  organization: ORGANIZATION,
  ...overrides,
});

export const buildSubscriber = (overrides: Partial<SubscriberSummary> = {}): SubscriberSummary => ({
  _id: id('c1d2e3f4-a5b6-4c7d-8e9f', next()),
  status: 'pending',
  firstName: 'Bob',
  endsAt: null,
  plan: buildPlan(),
  ...overrides,
});

export const buildEvent = (overrides: Partial<EventCard> = {}): EventCard => ({
  _id: id('e1e2e3e4-a5b6-4c7d-8e9f', next()),
  title: 'Summer mixer',
  description: 'Drinks and introductions on the terrace.',
  venue: 'The Corn Exchange, Leeds',
  startsAt: '2099-07-10T17:00:00.000Z',
  endsAt: '2099-07-10T19:30:00.000Z',
  price: 15,
  currency: 'GBP',
  capacity: 50,
  seatsLeft: 12,
  active: true,
  group: { _id: GROUP._id, name: GROUP.name },
  organization: ORGANIZATION,
  ...overrides,
});

/** An event as GET /public/events/{id} answers: with its group's header (the world's one group). */
export const toPublicEvent = (event: EventCard): PublicEvent => ({
  ...event,
  group: {
    ...event.group,
    memberCount: GROUP.memberCount,
    averageRating: GROUP.averageRating,
    reviewCount: GROUP.reviewCount,
    coverUrl: GROUP.coverUrl,
  },
  organization: ORGANIZATION,
});

export const buildTicket = (overrides: Partial<Ticket> = {}): Ticket => ({
  _id: id('7a7b7c7d-a5b6-4c7d-8e9f', next()),
  status: 'paid',
  firstName: 'Bob',
  lastName: 'Stone',
  preferences: [],
  paidAt: '2099-06-01T10:00:00.000Z',
  event: buildEvent(),
  ...overrides,
});

export type SalesWorld = {
  plans: PlanCard[];
  subscribers: SubscriberSummary[];
  events: EventCard[];
  tickets: Ticket[];
};

export const buildSalesWorld = (world: Partial<SalesWorld> = {}): SalesWorld => ({
  plans: [],
  subscribers: [],
  events: [],
  tickets: [],
  ...world,
});

type Sent<T> = { body: T; authorization: string | null };

export type SalesLog = {
  planQueries: Record<string, string>[];
  subscribes: Array<Sent<PublicSubscribeBody | null> & { planId: string; member: boolean }>;
  checkouts: Sent<CheckoutSessionBody>[];
  ticketBuys: Array<Sent<PublicTicketBody | null> & { eventId: string; member: boolean }>;
  preferences: Array<TicketPreferencesBody & { ticketId: string }>;
  unsubscribes: string[];
  subscriberReads: number;
  ticketReads: number;
};

export const checkoutUrl = (n: number) => `https://checkout.test/session-${n}`;

/** The server's answers over `world`, which the handlers change as the server would. */
export function salesHandlers(world: SalesWorld) {
  const log: SalesLog = {
    planQueries: [],
    subscribes: [],
    checkouts: [],
    ticketBuys: [],
    preferences: [],
    unsubscribes: [],
    subscriberReads: 0,
    ticketReads: 0,
  };
  const notFound = () => apiError(404, ErrorCode.NOT_FOUND);
  const auth = (request: Request) => request.headers.get('Authorization');

  const subscribe = async (request: Request, planId: string, member: boolean) => {
    const body = member ? null : ((await request.json()) as PublicSubscribeBody);
    log.subscribes.push({ planId, body, member, authorization: auth(request) });
    const plan = world.plans.find((item) => item._id === planId);
    if (!plan) return notFound();
    const subscriber = buildSubscriber({ plan, firstName: body?.firstName ?? 'Ann' });
    world.subscribers.push(subscriber);
    return HttpResponse.json({ data: { subscriberId: subscriber._id } }, { status: 201 });
  };

  const buyTicket = async (request: Request, eventId: string, member: boolean) => {
    const body = member ? null : ((await request.json()) as PublicTicketBody);
    log.ticketBuys.push({ eventId, body, member, authorization: auth(request) });
    const event = world.events.find((item) => item._id === eventId);
    if (!event) return notFound();
    if (!event.active) return apiError(409, ErrorCode.NOT_ON_SALE);
    if (event.seatsLeft === 0) return apiError(409, ErrorCode.EVENT_SOLD_OUT);
    const free = event.price === 0;
    const ticket = buildTicket({
      event,
      status: free ? 'paid' : 'pending',
      paidAt: free ? '2099-06-01T10:00:00.000Z' : null,
      firstName: body?.firstName ?? 'Ann',
      lastName: body?.lastName ?? 'Lee',
    });
    world.tickets.push(ticket);
    if (event.seatsLeft !== null) event.seatsLeft -= 1;
    return HttpResponse.json(
      { data: { ticketId: ticket._id, status: ticket.status } },
      { status: 201 },
    );
  };

  const handlers = [
    http.get(apiUrl('/public/subscriptions'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      log.planQueries.push(query);
      const search = (query.textSearch ?? '').toLowerCase();
      const rows = world.plans.filter(
        (plan) =>
          (!query.groupId || plan.group._id === query.groupId) &&
          plan.name.toLowerCase().includes(search),
      );
      return HttpResponse.json({ data: paged(rows, new URL(request.url).searchParams) });
    }),
    http.get(apiUrl('/public/subscriptions/:id'), ({ params }) => {
      const plan = world.plans.find((item) => item._id === params.id);
      return plan ? HttpResponse.json({ data: plan }) : notFound();
    }),
    http.post(apiUrl('/public/subscriptions/:id/subscribe'), ({ request, params }) =>
      subscribe(request, String(params.id), false),
    ),
    http.post(apiUrl('/new-subscriptions/:id/subscribe'), ({ request, params }) =>
      subscribe(request, String(params.id), true),
    ),
    http.get(apiUrl('/new-subscriptions/subscriber/:id'), ({ params }) => {
      log.subscriberReads += 1;
      const subscriber = world.subscribers.find((item) => item._id === params.id);
      return subscriber ? HttpResponse.json({ data: subscriber }) : notFound();
    }),
    http.post(apiUrl('/payment/checkout-session'), async ({ request }) => {
      const body = (await request.json()) as CheckoutSessionBody;
      log.checkouts.push({ body, authorization: auth(request) });
      if (body.subscriberId) {
        const subscriber = world.subscribers.find((item) => item._id === body.subscriberId);
        if (!subscriber) return notFound();
        if (subscriber.status === 'active') return apiError(409, ErrorCode.ALREADY_PAID);
      } else {
        const ticket = world.tickets.find((item) => item._id === body.ticketId);
        if (!ticket) return notFound();
        if (ticket.status === 'paid') return apiError(409, ErrorCode.ALREADY_PAID);
      }
      const n = log.checkouts.length;
      return HttpResponse.json({ data: { sessionId: `cs_${n}`, url: checkoutUrl(n) } });
    }),
    http.get(apiUrl('/public/events/:id'), ({ params }) => {
      const event = world.events.find((item) => item._id === params.id);
      return event ? HttpResponse.json({ data: toPublicEvent(event) }) : notFound();
    }),
    http.post(apiUrl('/public/events/:id/tickets'), ({ request, params }) =>
      buyTicket(request, String(params.id), false),
    ),
    http.post(apiUrl('/events/:id/tickets'), ({ request, params }) =>
      buyTicket(request, String(params.id), true),
    ),
    http.get(apiUrl('/events/tickets/:id'), ({ params }) => {
      log.ticketReads += 1;
      const ticket = world.tickets.find((item) => item._id === params.id);
      return ticket ? HttpResponse.json({ data: ticket }) : notFound();
    }),
    http.put(apiUrl('/events/tickets/:id/preferences'), async ({ request, params }) => {
      const body = (await request.json()) as TicketPreferencesBody;
      log.preferences.push({ ticketId: String(params.id), ...body });
      const ticket = world.tickets.find((item) => item._id === params.id);
      if (!ticket) return notFound();
      ticket.preferences = body.preferences;
      return HttpResponse.json({ data: ticket });
    }),
    http.post(apiUrl('/events/tickets/:id/unsubscribe'), ({ params }) => {
      log.unsubscribes.push(String(params.id));
      const ticket = world.tickets.find((item) => item._id === params.id);
      if (!ticket) return notFound();
      ticket.status = 'cancelled';
      if (ticket.event.seatsLeft !== null) ticket.event.seatsLeft += 1;
      return HttpResponse.json({ data: ticket });
    }),
  ];
  return { handlers, log };
}

/** Serves `world` to the test; the log records what the pages sent. */
export function serveSales(world: SalesWorld) {
  const { handlers, log } = salesHandlers(world);
  server.use(...handlers);
  return log;
}

/** A member's pages also read their preferences (dates in their time zone). */
export const servePreferences = () =>
  server.use(
    http.get(apiUrl('/users/preferences'), () => HttpResponse.json({ data: buildPreferences() })),
  );

/**
 * The pages' lazy chunks (`routes`, the shell, the buyer form), loaded once outside any test's
 * waiting time: a busy machine is slow to transform them on first use.
 */
export const loadPages = (...routes: Promise<unknown>[]) =>
  Promise.all([...routes, import('@/features/shell'), import('../components/buyer-form')]);
