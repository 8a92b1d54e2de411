import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSession, checkoutSessionBody, envelope } from '@nethub/contract';
import type { AuthHooks } from '../../plugins/authenticate.js';
import { documentedAs } from '../../plugins/openapi.js';
import { htmlPage } from '../../plugins/security-headers.js';
import type { TestPaymentProvider } from './payment-provider.js';
import type { PaymentsService } from './payments.service.js';
import { testCheckoutPage } from './test-checkout-page.js';

const tags = ['payments'];
/** A checkout session id: Stripe's `cs_…`, or the test provider's `cs_test_<hex>`. */
const sessionParams = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** A Stripe event, as far as the webhook reads it; other fields are ignored. */
const providerEvent = z
  .looseObject({
    id: z
      .string()
      .meta({ description: 'The event id: a redelivered id is acknowledged, not applied again' }),
    type: z.string().meta({ example: 'checkout.session.completed' }),
    data: z.object({
      object: z.looseObject({
        object: z.string().meta({ example: 'checkout.session' }),
        id: z.string().meta({ description: 'The checkout session id', example: 'cs_test_a1b2c3' }),
        payment_status: z.string().optional().meta({ example: 'paid' }),
      }),
    }),
  })
  .meta({ description: 'A Stripe event (https://docs.stripe.com/api/events/object)' });

const WEBHOOK_DESCRIPTION = `For operators: point the payment provider's webhook here (Stripe: the
endpoint \`<PUBLIC_URL>/api/v1/payment/webhook\`, signing secret in \`STRIPE_WEBHOOK_SECRET\`). The
built-in test checkout (no Stripe keys) signs its events the same way and posts them here too.

- **Signature.** The raw body must carry a valid \`Stripe-Signature\` header made with the signing
  secret (Stripe's tolerance on its timestamp applies); otherwise 400 \`INVALID_SIGNATURE\` and
  nothing is applied. Send the bytes as signed: the body is never re-serialised.
- **Events.** \`checkout.session.completed\` (when not \`unpaid\`) and
  \`checkout.session.async_payment_succeeded\` mark the payment paid and fulfil the purchase
  (the subscription's period starts, or the ticket becomes valid);
  \`checkout.session.expired\` and \`checkout.session.async_payment_failed\` release it. Any other
  event type is acknowledged and ignored: subscribe to those four.
- **Idempotent.** Each event id is recorded in the same transaction as its effect; a redelivered
  or concurrent duplicate answers 200 and changes nothing, and a paid payment never goes back.
- **Retries.** A 200 \`{ "received": true }\` acknowledges. A 5xx (e.g. 503 while the database is
  away) applied nothing: the provider's retries deliver it again.`;

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  testProvider?: TestPaymentProvider;
  hooks: AuthHooks;
}> = async (app, { payments, testProvider, hooks }) => {
  /** Open: the subscriber or ticket id is the buyer's capability (public pages pay with it). */
  app.post('/payment/checkout-session', {
    schema: {
      operationId: 'createCheckoutSession',
      summary: 'Open a checkout for a subscription or a ticket',
      errors: { 403: ['NOT_ON_SALE'], 409: ['ALREADY_PAID'], 502: ['PAYMENT_UNAVAILABLE'] },
      tags,
      body: checkoutSessionBody,
      response: { 200: envelope(checkoutSession) },
    },
    onRequest: hooks.optional,
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { subscriberId, ticketId } = request.body;
      return {
        data: subscriberId
          ? await payments.checkoutAny(['subscription', 'ticket'], subscriberId)
          : await payments.checkout('ticket', ticketId!),
      };
    },
  });

  // The webhook needs the exact bytes that were signed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post('/payment/webhook', {
      schema: {
        operationId: 'receivePaymentWebhook',
        summary: 'Payment provider webhook (Stripe-signed, idempotent)',
        description: WEBHOOK_DESCRIPTION,
        errors: { 400: ['INVALID_SIGNATURE'] },
        tags,
      },
      // The body is read raw (the signature covers its exact bytes): its shape and the header
      // are documented here, never validated by a schema.
      config: documentedAs({
        headers: z.object({
          'stripe-signature': z.string().meta({
            description:
              'Stripe\'s signature of the raw body: `t=<unix time>,v1=<hex HMAC-SHA256 of "t.body">`.',
            example:
              't=1767225600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd',
          }),
        }),
        body: providerEvent,
        response: { 200: z.object({ received: z.literal(true) }) },
      }),
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        return payments.receiveWebhook(
          typeof request.body === 'string' ? request.body : '',
          typeof signature === 'string' ? signature : undefined,
        );
      },
    });
  });

  if (testProvider) await app.register(testCheckoutRoutes, { payments, testProvider });
};

/** The built-in hosted checkout (only without Stripe). Its buttons are plain HTML forms. */
const testCheckoutRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  testProvider: TestPaymentProvider;
}> = async (app, { payments, testProvider }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );

  app.get('/payment/test-checkout/:sessionId', {
    schema: { tags, params: sessionParams, hide: true },
    ...htmlPage,
    handler: async (request, reply) => {
      const payment = await payments.bySession(request.params.sessionId);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          testCheckoutPage({
            sessionId: request.params.sessionId,
            description: payment.description,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            status: payment.status,
            cancelUrl: payment.cancelUrl,
            styleNonce: reply.cspNonce.style,
          }),
        );
    },
  });

  for (const [action, outcome] of [
    ['pay', 'paid'],
    ['cancel', 'expired'],
  ] as const) {
    app.post(`/payment/test-checkout/:sessionId/${action}`, {
      schema: { tags, params: sessionParams, hide: true },
      handler: async (request, reply) => {
        const payment = await payments.bySession(request.params.sessionId);
        if (payment.status === 'open') {
          const event = await testProvider.signedEvent(request.params.sessionId, outcome);
          await payments.receiveWebhook(event.payload, event.signature);
        }
        return reply.redirect(outcome === 'paid' ? payment.successUrl : payment.cancelUrl, 303);
      },
    });
  }
};
