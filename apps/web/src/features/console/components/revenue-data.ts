import type { Currency, Revenue } from '@nethub/contract';
import { MONTH_NAMES } from '@/lib/format';

/** The currencies in a fixed order, each with a colour of at least 3:1 against the white card. */
export const CURRENCY_COLORS: Record<Currency, string> = {
  GBP: 'blue.7',
  EUR: 'teal.8',
  USD: 'violet.7',
};
const CURRENCY_ORDER = Object.keys(CURRENCY_COLORS) as Currency[];

export type RevenueMonth = {
  /** 'YYYY-MM' */
  key: string;
  /** "Mar 25": the chart's axis. */
  month: string;
  /** "March 2025": the table and the summary. */
  monthName: string;
} & Partial<Record<Currency, number>>;

const monthKey = (year: number, monthIndex: number) =>
  `${year}-${String(monthIndex + 1).padStart(2, '0')}`;

/**
 * The last twelve months, oldest first, ending with the later of this month and the newest month
 * the server counted; each month holds what was paid in each currency (0 when nothing).
 */
export function revenueMonths(revenue: Revenue, now = new Date()): RevenueMonth[] {
  const nowKey = monthKey(now.getUTCFullYear(), now.getUTCMonth());
  const latest = revenue.months.reduce(
    (last, row) => (row.month.slice(0, 7) > last ? row.month.slice(0, 7) : last),
    nowKey,
  );
  const [year = now.getUTCFullYear(), month = now.getUTCMonth() + 1] = latest
    .split('-')
    .map(Number);
  const currencies = revenueCurrencies(revenue);
  return Array.from({ length: 12 }, (_, index) => {
    const date = new Date(Date.UTC(year, month - 1 - (11 - index), 1));
    const key = monthKey(date.getUTCFullYear(), date.getUTCMonth());
    const name = MONTH_NAMES[date.getUTCMonth()] ?? '';
    const row: RevenueMonth = {
      key,
      month: `${name.slice(0, 3)} ${String(date.getUTCFullYear()).slice(2)}`,
      monthName: `${name} ${date.getUTCFullYear()}`,
    };
    for (const currency of currencies) {
      row[currency] = revenue.months
        .filter((item) => item.month.slice(0, 7) === key && item.currency === currency)
        .reduce((sum, item) => sum + item.amount, 0);
    }
    return row;
  });
}

/** The currencies the organisation was paid in, in a fixed order. */
export const revenueCurrencies = (revenue: Revenue): Currency[] =>
  CURRENCY_ORDER.filter(
    (currency) =>
      revenue.months.some((row) => row.currency === currency) ||
      revenue.totals.some((row) => row.currency === currency),
  );
