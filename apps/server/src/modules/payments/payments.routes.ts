import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutSession, checkoutSessionBody, envelope } from '@nethub/contract';
import type { AuthHooks } from '../../plugins/authenticate.js';
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

export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  testProvider?: TestPaymentProvider;
  hooks: AuthHooks;
}> = async (app, { payments, testProvider, hooks }) => {
  /** Open: the subscriber or ticket id is the buyer's capability (public pages pay with it). */
  app.post('/payment/checkout-session', {
    schema: { tags, body: checkoutSessionBody, response: { 200: envelope(checkoutSession) } },
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
      schema: { tags, hide: true },
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
