import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { subscriptionPlans } from '../subscriptions/subscriptions.tables.js';

const WEBHOOK_SECRET = 'whsec_test_double_secret';

/** A stand-in for api.stripe.com: records requests, answers sessions (or fails on demand). */
type Recorded = { path: string; body: URLSearchParams; headers: IncomingMessage['headers'] };
const requests: Recorded[] = [];
let failNext = false;
let stripeApi: Server;

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let ann: Member;
let planId: string;

beforeAll(async () => {
  stripeApi = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ path: req.url!, body: new URLSearchParams(raw), headers: req.headers });
      res.setHeader('content-type', 'application/json');
      if (failNext) {
        failNext = false;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { type: 'api_error', message: 'down' } }));
        return;
      }
      const n = requests.length;
      res.end(
        JSON.stringify({
          id: `cs_double_${n}`,
          object: 'checkout.session',
          url: `https://checkout.stripe.test/pay/cs_double_${n}`,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => stripeApi.listen(0, '127.0.0.1', resolve));
  const { port } = stripeApi.address() as AddressInfo;
  t = await createTestApp({
    stripe: {
      secretKey: 'sk_test_double',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: `http://127.0.0.1:${port}`,
    },
  });
  api = memberApi(t);
  const owner = await signedInMember(t);
  ann = await signedInMember(t);
  const org = await createOrganization(t.database.db, {
    name: 'Dock Guild',
    ownerId: owner.user._id,
  });
  const group = await createNetworkGroup(t.database.db, {
    organizationId: org.id,
    name: 'Dock Traders',
    plans: [{ name: 'Dock pass', price: 45, currency: 'USD', period: 'month' }],
  });
  planId = (
    await t.database.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.groupId, group.id))
  )[0]!.id;
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => stripeApi.close(resolve));
});

describe('Stripe Checkout', () => {
  it('creates a Checkout Session with the amount, currency, return pages and an idempotency key', async () => {
    const { subscriberId } = (
      await api(ann, 'POST', `/new-subscriptions/${planId}/subscribe`)
    ).json().data;
    const res = await api(ann, 'POST', '/payment/checkout-session', { subscriberId });
    expect(res.json().data.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_double_/);
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.headers.authorization).toBe('Bearer sk_test_double');
    expect(sent.headers['idempotency-key']).toMatch(/^checkout-/);
    expect(Object.fromEntries(sent.body)).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[0][price_data][product_data][name]': 'Dock Traders: Dock pass (one month)',
      customer_email: ann.email,
      success_url: `http://nethub.test/public-subscription-payment?subscriberId=${subscriberId}&payment=success`,
    });

    // Stripe's signed webhook activates it; the built-in checkout page does not exist here.
    const payload = JSON.stringify({
      id: 'evt_double_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: res.json().data.sessionId,
          object: 'checkout.session',
          payment_status: 'paid',
        },
      },
    });
    const webhook = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
        }),
      },
      payload,
    });
    expect(webhook.statusCode).toBe(200);
    const summary = await t.app.inject({
      url: `/api/v1/new-subscriptions/subscriber/${subscriberId}`,
    });
    expect(summary.json().data.status).toBe('active');
    const page = await t.app.inject({
      url: `/api/v1/payment/test-checkout/${res.json().data.sessionId}`,
    });
    expect(page.statusCode).toBe(404);
  });

  it('answers PAYMENT_UNAVAILABLE when Stripe fails, and keeps nothing half-made', async () => {
    const bob = await signedInMember(t);
    const { subscriberId } = (
      await api(bob, 'POST', `/new-subscriptions/${planId}/subscribe`)
    ).json().data;
    failNext = true;
    const res = await api(bob, 'POST', '/payment/checkout-session', { subscriberId });
    expect([res.statusCode, res.json().message]).toEqual([502, 'PAYMENT_UNAVAILABLE']);
    const retry = await api(bob, 'POST', '/payment/checkout-session', { subscriberId });
    expect(retry.statusCode).toBe(200);
  });
});
