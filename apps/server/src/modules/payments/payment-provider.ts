import { createHmac, randomBytes } from 'node:crypto';
import type { Currency } from '@nethub/contract';
import type * as StripeLibrary from 'stripe';
import { AppError, badRequest } from '../../lib/errors.js';

export type CheckoutRequest = {
  paymentId: string;
  amountMinor: number;
  currency: Currency;
  description: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
};

/** What a verified webhook event means for a checkout session. */
export type CheckoutOutcome = 'paid' | 'expired' | 'ignored';
export type ProviderEvent = {
  id: string;
  type: string;
  outcome: CheckoutOutcome;
  sessionId: string | null;
};

/**
 * One payment interface with two implementations: the built-in test checkout (default) and
 * Stripe Checkout (`STRIPE_SECRET_KEY`). Both sign their webhooks the Stripe way and both are
 * verified by the same code, so the test checkout exercises the real webhook path.
 */
export type PaymentProvider = {
  name: 'test' | 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ sessionId: string; url: string }>;
  verifyWebhook(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
};

type StripeModule = typeof StripeLibrary;
let stripeModule: Promise<StripeModule> | undefined;
/** The Stripe library is large: it loads on the first payment, not at start-up. */
const loadStripe = () => (stripeModule ??= import('stripe'));

type StripeEventLike = {
  id: string;
  type: string;
  data: { object: { id?: string; object?: string; payment_status?: string } };
};

/** Maps Checkout Session events to outcomes; anything else is acknowledged and ignored. */
export function outcomeOf(event: StripeEventLike): ProviderEvent {
  const session = event.data.object;
  const sessionId = session.object === 'checkout.session' ? (session.id ?? null) : null;
  let outcome: CheckoutOutcome = 'ignored';
  if (event.type === 'checkout.session.completed')
    outcome = session.payment_status === 'unpaid' ? 'ignored' : 'paid';
  else if (event.type === 'checkout.session.async_payment_succeeded') outcome = 'paid';
  else if (
    event.type === 'checkout.session.expired' ||
    event.type === 'checkout.session.async_payment_failed'
  )
    outcome = 'expired';
  return { id: event.id, type: event.type, outcome, sessionId };
}

async function verifyStripeSigned(rawBody: string, signature: string | undefined, secret: string) {
  if (!signature) throw badRequest('INVALID_SIGNATURE');
  const { default: Stripe } = await loadStripe();
  try {
    const event = await Stripe.webhooks.constructEventAsync(rawBody, signature, secret);
    return outcomeOf(event as unknown as StripeEventLike);
  } catch {
    throw badRequest('INVALID_SIGNATURE');
  }
}

/** `apiUrl` points the client at another Stripe API (stripe-mock, or a test double). */
export function createStripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  apiUrl?: string;
}): PaymentProvider {
  const api = options.apiUrl ? new URL(options.apiUrl) : undefined;
  let client: Promise<InstanceType<StripeModule['default']>> | undefined;
  const stripe = () =>
    (client ??= loadStripe().then(
      ({ default: S }) =>
        new S(
          options.secretKey,
          api
            ? {
                host: api.hostname,
                port: api.port,
                protocol: api.protocol === 'http:' ? 'http' : 'https',
                maxNetworkRetries: 0,
              }
            : {},
        ),
    ));
  return {
    name: 'stripe',
    async createCheckout(request) {
      const session = await (
        await stripe()
      ).checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency.toLowerCase(),
                unit_amount: request.amountMinor,
                product_data: { name: request.description },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.paymentId,
          metadata: { paymentId: request.paymentId },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-${request.paymentId}` },
      );
      if (!session.url) throw new AppError(502, 'PAYMENT_UNAVAILABLE');
      return { sessionId: session.id, url: session.url };
    },
    verifyWebhook: (rawBody, signature) =>
      verifyStripeSigned(rawBody, signature, options.webhookSecret),
  };
}

/**
 * The built-in checkout: sessions live in the payments table, the page is served by this app
 * (`/api/v1/payment/test-checkout/{sessionId}`), and paying or cancelling there sends a signed
 * webhook event through the same verification as Stripe's.
 */
export function createTestProvider(options: { publicUrl: string; secret: string }) {
  const webhookSecret = `whsec_test_${createHmac('sha256', options.secret).update('payments-webhook').digest('base64url')}`;
  const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
  return {
    name: 'test' as const,
    webhookSecret,
    async createCheckout() {
      const sessionId = newId('cs');
      return {
        sessionId,
        url: `${options.publicUrl}/api/v1/payment/test-checkout/${sessionId}`,
      };
    },
    verifyWebhook: (rawBody: string, signature: string | undefined) =>
      verifyStripeSigned(rawBody, signature, webhookSecret),
    /** The webhook event the hosted page sends when the buyer pays or gives up. */
    async signedEvent(sessionId: string, outcome: 'paid' | 'expired') {
      const payload = JSON.stringify({
        id: newId('evt'),
        object: 'event',
        type: outcome === 'paid' ? 'checkout.session.completed' : 'checkout.session.expired',
        data: {
          object: {
            id: sessionId,
            object: 'checkout.session',
            payment_status: outcome === 'paid' ? 'paid' : 'unpaid',
          },
        },
      });
      const { default: Stripe } = await loadStripe();
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhookSecret,
      });
      return { payload, signature };
    },
  };
}
export type TestPaymentProvider = ReturnType<typeof createTestProvider>;
