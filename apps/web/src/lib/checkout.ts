import { ErrorCode, EVENT_MESSAGES, SUBSCRIPTION_MESSAGES } from '@nethub/contract/constants';
import type { CheckoutSession, CheckoutSessionBody } from '@nethub/contract';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from './api-client';
import { hardNavigate } from './browser';
import { getErrorCode } from './errors';
import { notify } from './notify';
import { SALES_TEXT } from './sales-text';

/**
 * POST /payment/checkout-session: the hosted checkout of one subscriber or one ticket. An open
 * session for the same purchase is reused; ALREADY_PAID (409) when there is nothing to pay.
 */
export const createCheckoutSession = async (body: CheckoutSessionBody) =>
  unwrap(await api.post<Envelope<CheckoutSession>>('/payment/checkout-session', body));

/** Leaves for the hosted checkout; it sends the buyer back with `payment=success|cancelled`. */
export async function openCheckout(body: CheckoutSessionBody) {
  const session = await createCheckoutSession(body);
  hardNavigate(session.url);
  return session;
}

/**
 * Why a purchase or its checkout was refused, in the buyer's words: the spec's "payment link"
 * wording (or `fallback`) unless the code says more.
 */
export function checkoutErrorMessage(
  error: unknown,
  fallback: string = SUBSCRIPTION_MESSAGES.paymentLinkFailed,
) {
  switch (getErrorCode(error)) {
    case ErrorCode.ALREADY_PAID:
      return SALES_TEXT.alreadyPaid;
    case ErrorCode.NOT_ON_SALE:
      return SALES_TEXT.notOnSale;
    case ErrorCode.EVENT_SOLD_OUT:
      return EVENT_MESSAGES.soldOut;
    default:
      return fallback;
  }
}

/**
 * Tells a failed checkout. "Already paid" is news, not an error: it was paid meanwhile (another
 * tab, or the webhook), and `onAlreadyPaid` reads the purchase again.
 */
export function reportCheckoutFailure(error: unknown, onAlreadyPaid?: () => void) {
  if (getErrorCode(error) === ErrorCode.ALREADY_PAID) {
    notify.info(SALES_TEXT.alreadyPaid);
    onAlreadyPaid?.();
  } else {
    notify.error(checkoutErrorMessage(error));
  }
}

/** "Pay now": the checkout of a subscriber or a ticket, its failure told. */
export function useCheckout({ onAlreadyPaid }: { onAlreadyPaid?: () => void } = {}) {
  return useMutation({
    mutationFn: openCheckout,
    onError: (error) => reportCheckoutFailure(error, onAlreadyPaid),
  });
}
