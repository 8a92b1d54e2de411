/**
 * Back from a paid checkout, the payment provider's webhook may land a moment after the buyer:
 * the return page asks again this often, for at most this long, while the purchase is pending.
 */
export const PAYMENT_POLL_INTERVAL_MS = 1_500;
export const PAYMENT_POLL_WINDOW_MS = 20_000;
