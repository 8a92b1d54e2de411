import { CURRENCY_SYMBOLS, type Currency } from '@nethub/contract';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export const formatAmount = (amountMinor: number, currency: Currency) =>
  `${CURRENCY_SYMBOLS[currency]}${(amountMinor / 100).toFixed(2)}`;

type PageInput = {
  sessionId: string;
  description: string;
  amountMinor: number;
  currency: Currency;
  status: string;
  cancelUrl: string;
  /** This response's CSP style nonce (the route is served with `htmlPage`). */
  styleNonce: string;
};

/**
 * The built-in hosted checkout: a self-contained page, like a provider's, with a pay and a
 * cancel button. It says plainly that no card is charged.
 */
export function testCheckoutPage(input: PageInput): string {
  const amount = formatAmount(input.amountMinor, input.currency);
  const action = (what: string) =>
    `/api/v1/payment/test-checkout/${encodeURIComponent(input.sessionId)}/${what}`;
  const open = input.status === 'open';
  const body = open
    ? `<form method="post" action="${action('pay')}"><button type="submit" class="pay">Pay ${escapeHtml(amount)}</button></form>
      <form method="post" action="${action('cancel')}"><button type="submit" class="cancel">Cancel and go back</button></form>`
    : `<p role="status">This checkout session is ${escapeHtml(input.status)}.</p>
      <p><a href="${escapeHtml(input.cancelUrl)}">Go back</a></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Checkout — Net Hub test payments</title>
<style nonce="${input.styleNonce}">
  body { font-family: system-ui, sans-serif; background: #f1f3f5; color: #212529; margin: 0; }
  main { max-width: 26rem; margin: 3rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  .amount { font-size: 2rem; font-weight: 700; margin: 0.5rem 0 1.5rem; }
  .note { background: #fff3bf; border-radius: 8px; padding: 0.75rem; font-size: 0.9rem; }
  button { width: 100%; font-size: 1rem; padding: 0.8rem; border-radius: 8px; margin-top: 0.75rem; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
  .pay { background: #1864ab; color: #fff; border: 0; }
  .cancel { background: #fff; color: #212529; border: 1px solid #868e96; }
</style>
</head>
<body>
<main>
  <h1>Net Hub test checkout</h1>
  <p>${escapeHtml(input.description)}</p>
  <p class="amount">${escapeHtml(amount)}</p>
  <p class="note">Test payments: no card is needed and nothing is charged. Set STRIPE_SECRET_KEY to take real payments with Stripe.</p>
  ${body}
</main>
</body>
</html>`;
}
