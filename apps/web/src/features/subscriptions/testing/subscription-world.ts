import type { MySubscription, SubscriptionOffer } from '@nethub/contract';
import { apiError, apiUrl, http, HttpResponse, paged } from '@/testing/server';

/*
 * Test data for the subscription screens: factories and an msw server over an in-memory world
 * that behaves as the server does (only the tests import this file).
 */

let planCount = 0;
const id = (prefix: string, n: number) => `${prefix}-${String(n).padStart(12, '0')}`;

export const GROUP = {
  _id: '9a1b2c3d-4e5f-4a6b-8c7d-000000000a01',
  name: 'Leeds Founders',
  description: null,
  memberCount: 12,
  averageRating: 0,
  reviewCount: 0,
  coverUrl: null,
};

/** A plan on sale that I do not hold. */
export const buildOffer = (overrides: Partial<SubscriptionOffer> = {}): SubscriptionOffer => {
  planCount += 1;
  return {
    _id: id('5d4c3b2a-1f0e-4d9c-8b7a', planCount),
    name: `Plan ${planCount}`,
    description: 'Monthly dinners and the members’ directory.',
    price: 20,
    currency: 'GBP',
    period: 'month',
    group: GROUP,
    organization: {
      _id: '9f8e7d6c-5b4a-4c3d-8e2f-000000000001',
      name: 'Acme Networks',
      logoUrl: null,
    },
    mine: null,
    ...overrides,
  };
};

let subscriberCount = 0;

/** My subscriber record for a plan. */
export const buildMine = (overrides: Partial<MySubscription> = {}): MySubscription => {
  subscriberCount += 1;
  return {
    subscriberId: id('3c2b1a0f-9e8d-4c7b-a6f5', subscriberCount),
    status: 'pending',
    endsAt: null,
    paidAt: null,
    ...overrides,
  };
};

export type SubscriptionWorld = {
  /** Every plan, with my record where I have one; `live` lists those on sale. */
  offers: SubscriptionOffer[];
  /** Plans taken off sale: not listed as live, and refused on subscribe. */
  offSale: string[];
  /** How the checkout answers, when it fails. */
  checkoutRefusal: { status: number; code: string } | null;
  /** How the lists answer, when they fail. */
  listRefusal: { status: number; code: string } | null;
};

export const buildSubscriptionWorld = (
  overrides: Partial<SubscriptionWorld> = {},
): SubscriptionWorld => ({
  offers: [],
  offSale: [],
  checkoutRefusal: null,
  listRefusal: null,
  ...overrides,
});

export type SubscriptionLog = {
  lists: URLSearchParams[];
  subscribed: string[];
  checkouts: unknown[];
};

export const CHECKOUT_URL = 'https://checkout.example/pay/cs_test_1';

/** The subscriptions and checkout API over `world`, as the server behaves. */
export function subscriptionHandlers(world: SubscriptionWorld) {
  const log: SubscriptionLog = { lists: [], subscribed: [], checkouts: [] };
  const handlers = [
    http.get(apiUrl('/new-subscriptions'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.lists.push(query);
      if (world.listRefusal) return apiError(world.listRefusal.status, world.listRefusal.code);
      const search = (query.get('textSearch') ?? '').toLowerCase();
      const status = query.get('status');
      const groupId = query.get('groupId');
      const rows = world.offers.filter((offer) => {
        if (query.get('type') === 'own') {
          if (!offer.mine || (status && offer.mine.status !== status)) return false;
        } else if (world.offSale.includes(offer._id)) return false;
        if (groupId && offer.group._id !== groupId) return false;
        return offer.name.toLowerCase().includes(search);
      });
      return HttpResponse.json({ data: paged(rows, query) });
    }),
    http.post(apiUrl('/new-subscriptions/:id/subscribe'), ({ params }) => {
      const offer = world.offers.find((item) => item._id === params.id);
      if (!offer) return apiError(404, 'NOT_FOUND');
      log.subscribed.push(offer._id);
      if (world.offSale.includes(offer._id)) return apiError(409, 'NOT_ON_SALE');
      offer.mine ??= buildMine();
      return HttpResponse.json({ data: { subscriberId: offer.mine.subscriberId } });
    }),
    http.post(apiUrl('/payment/checkout-session'), async ({ request }) => {
      log.checkouts.push(await request.json());
      if (world.checkoutRefusal) {
        return apiError(world.checkoutRefusal.status, world.checkoutRefusal.code);
      }
      return HttpResponse.json({ data: { sessionId: 'cs_test_1', url: CHECKOUT_URL } });
    }),
  ];
  return { handlers, log };
}
