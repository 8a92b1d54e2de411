import Stripe from 'stripe';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { networkGroups } from '../groups/groups.tables.js';
import { subscriptionPlans } from '../subscriptions/subscriptions.tables.js';
import type { TestPaymentProvider } from './payment-provider.js';
import { paymentEvents, payments } from './payments.tables.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let owner: Member;
let groupId: string;
let planId: string;
let organizationId: string;

function webhookSecret() {
  return (t.app.services.payments.provider as TestPaymentProvider).webhookSecret;
}

/** A Checkout Session event, signed like Stripe signs it. */
function signedEvent(id: string, type: string, sessionId: string, paymentStatus = 'paid') {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    data: { object: { id: sessionId, object: 'checkout.session', payment_status: paymentStatus } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret() });
  return { payload, signature };
}

const deliver = (event: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

async function pendingSubscriber(member: Member) {
  const res = await api(member, 'POST', `/new-subscriptions/${planId}/subscribe`);
  expect(res.statusCode).toBe(200);
  const subscriberId = res.json().data.subscriberId as string;
  const session = await api(member, 'POST', '/payment/checkout-session', { subscriberId });
  expect(session.statusCode).toBe(200);
  return { subscriberId, sessionId: session.json().data.sessionId as string };
}

const memberCount = async () =>
  (
    await t.database.db
      .select({ value: networkGroups.memberCount })
      .from(networkGroups)
      .where(eq(networkGroups.id, groupId))
  )[0]!.value;

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  owner = await signedInMember(t);
  const db = t.database.db;
  const org = await createOrganization(db, { name: 'Harbour Guild', ownerId: owner.user._id });
  organizationId = org.id;
  const group = await createNetworkGroup(db, {
    organizationId: org.id,
    name: 'Harbour Traders',
    plans: [{ name: 'Monthly', price: 30, currency: 'GBP', period: 'month' }],
  });
  groupId = group.id;
  planId = (
    await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.groupId, groupId))
  )[0]!.id;
});
afterAll(() => t?.close());

describe('checkout sessions', () => {
  it('reuses an open session and refuses to sell a running period twice', async () => {
    const ann = await signedInMember(t);
    const { subscriberId, sessionId } = await pendingSubscriber(ann);
    const again = await api(ann, 'POST', '/payment/checkout-session', { subscriberId });
    expect(again.json().data.sessionId).toBe(sessionId);
    expect(again.json().data.url).toBe(
      `http://nethub.test/api/v1/payment/test-checkout/${sessionId}`,
    );
    await deliver(signedEvent('evt_reuse_paid', 'checkout.session.completed', sessionId));
    const paid = await api(ann, 'POST', '/payment/checkout-session', { subscriberId });
    expect([paid.statusCode, paid.json().message]).toEqual([409, 'ALREADY_PAID']);
    const resubscribe = await api(ann, 'POST', `/new-subscriptions/${planId}/subscribe`);
    expect([resubscribe.statusCode, resubscribe.json().message]).toEqual([409, 'ALREADY_PAID']);
  });

  it('answers NOT_FOUND for an unknown purchase and VALIDATION_ERROR without one', async () => {
    const ann = await signedInMember(t);
    const unknown = await api(ann, 'POST', '/payment/checkout-session', {
      subscriberId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const neither = await api(ann, 'POST', '/payment/checkout-session', {});
    expect([neither.statusCode, neither.json().message]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('pays through the built-in checkout page and returns to the payment page', async () => {
    const ann = await signedInMember(t);
    const { subscriberId, sessionId } = await pendingSubscriber(ann);
    const page = await t.app.inject({ url: `/api/v1/payment/test-checkout/${sessionId}` });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Pay £30.00');
    expect(page.body).toContain('Harbour Traders: Monthly');
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/test-checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(pay.statusCode).toBe(303);
    expect(pay.headers.location).toBe(
      `http://nethub.test/public-subscription-payment?subscriberId=${subscriberId}&payment=success`,
    );
    const summary = await t.app.inject({
      url: `/api/v1/new-subscriptions/subscriber/${subscriberId}`,
    });
    expect(summary.json().data.status).toBe('active');
    const closed = await t.app.inject({ url: `/api/v1/payment/test-checkout/${sessionId}` });
    expect(closed.body).toContain('This checkout session is paid.');
  });

  it('cancelling on the checkout page leaves the subscription unpaid and cancelled', async () => {
    const ann = await signedInMember(t);
    const { subscriberId, sessionId } = await pendingSubscriber(ann);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/test-checkout/${sessionId}/cancel`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(cancel.headers.location).toContain('payment=cancelled');
    const summary = await t.app.inject({
      url: `/api/v1/new-subscriptions/subscriber/${subscriberId}`,
    });
    expect(summary.json().data.status).toBe('cancelled');
    // Paying again opens a new session.
    const retry = await api(ann, 'POST', '/payment/checkout-session', { subscriberId });
    expect(retry.json().data.sessionId).not.toBe(sessionId);
  });
});

describe('webhooks', () => {
  it('refuses an event whose signature does not verify, and changes nothing', async () => {
    const ann = await signedInMember(t);
    const { subscriberId, sessionId } = await pendingSubscriber(ann);
    const event = signedEvent('evt_forged', 'checkout.session.completed', sessionId);
    const forged = await deliver({ ...event, payload: event.payload.replace('paid', 'paid ') });
    expect([forged.statusCode, forged.json().message]).toEqual([400, 'INVALID_SIGNATURE']);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: event.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    const summary = await t.app.inject({
      url: `/api/v1/new-subscriptions/subscriber/${subscriberId}`,
    });
    expect(summary.json().data.status).toBe('pending');
  });

  it('the same event delivered 5 times, out of order and concurrently, changes state once', async () => {
    const ann = await signedInMember(t);
    const { subscriberId, sessionId } = await pendingSubscriber(ann);
    const before = await memberCount();
    const completed = signedEvent('evt_bar_completed', 'checkout.session.completed', sessionId);
    const expired = signedEvent('evt_bar_expired', 'checkout.session.expired', sessionId, 'unpaid');
    // Expiry first (out of order), then five copies of the completion, all at once.
    const deliveries = [expired, completed, completed, expired, completed, completed, completed];
    const answers = await Promise.all(deliveries.map(deliver));
    expect(answers.map((res) => res.statusCode)).toEqual(deliveries.map(() => 200));

    const summary = (
      await t.app.inject({ url: `/api/v1/new-subscriptions/subscriber/${subscriberId}` })
    ).json().data;
    expect(summary.status).toBe('active');
    // One month was sold, not five.
    const days = (new Date(summary.endsAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
    expect(await memberCount()).toBe(before + 1);
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.purchaseId, subscriberId));
    expect(rows.map((row) => row.status)).toEqual(['paid']);
    const [recorded] = await t.database.db
      .select({ value: count() })
      .from(paymentEvents)
      .where(eq(paymentEvents.providerSessionId, sessionId));
    expect(recorded!.value).toBe(2);
    const welcome = (await t.lastMailTo(ann.email))!;
    expect(welcome.subject).toBe('Welcome to Harbour Traders');
    const mails = await t.app.inject({ url: '/api/v1/dev/mailbox' });
    const welcomes = (mails.json().data as Array<{ to: string; subject: string }>).filter(
      (mail) => mail.to === ann.email && mail.subject === 'Welcome to Harbour Traders',
    );
    expect(welcomes).toHaveLength(1);

    // The paid member is in the group and in its chat.
    const group = await api(ann, 'GET', `/network-directory/${groupId}`);
    expect(group.json().data.me.status).toBe('joined');
    const revenue = await api(owner, 'GET', `/organization/${organizationId}/revenue`);
    expect(revenue.json().data.totals).toEqual([
      { currency: 'GBP', amount: 30 * revenue.json().data.activeSubscribers },
    ]);
  });

  it('a completion that arrives after the expiry still activates (the money was taken)', async () => {
    const bob = await signedInMember(t);
    const { subscriberId, sessionId } = await pendingSubscriber(bob);
    await deliver(signedEvent('evt_late_expired', 'checkout.session.expired', sessionId, 'unpaid'));
    let summary = await t.app.inject({
      url: `/api/v1/new-subscriptions/subscriber/${subscriberId}`,
    });
    expect(summary.json().data.status).toBe('cancelled');
    await deliver(signedEvent('evt_late_completed', 'checkout.session.completed', sessionId));
    summary = await t.app.inject({ url: `/api/v1/new-subscriptions/subscriber/${subscriberId}` });
    expect(summary.json().data.status).toBe('active');
  });

  it('acknowledges events it does not act on', async () => {
    const res = await deliver(signedEvent('evt_other', 'customer.created', 'cus_123'));
    expect(res.statusCode).toBe(200);
    const unpaid = signedEvent('evt_unpaid', 'checkout.session.completed', 'cs_unknown', 'unpaid');
    expect((await deliver(unpaid)).statusCode).toBe(200);
  });
});
