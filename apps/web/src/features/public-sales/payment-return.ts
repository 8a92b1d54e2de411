/** What the `payment` query of a checkout's return means. */
export type PaymentReturn = 'success' | 'cancelled' | null;

export const readPaymentReturn = (value: string | null): PaymentReturn =>
  value === 'success' || value === 'cancelled' ? value : null;
