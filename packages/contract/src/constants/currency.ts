/** The currencies of spec §3, with their symbols. */
export const CURRENCIES = ['GBP', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const CURRENCY_SYMBOLS: Record<Currency, string> = { GBP: '£', EUR: '€', USD: '$' };
export const DEFAULT_CURRENCY: Currency = 'GBP';
