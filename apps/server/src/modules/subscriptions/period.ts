export type SubscriptionPeriod = 'month' | 'year';

const daysInMonth = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

/**
 * Adds calendar months in UTC, keeping the time of day and clamping the day to the target
 * month's last day: 31 January + 1 month is 28 (or 29) February, never 3 March.
 */
export function addUtcMonths(from: Date, months: number): Date {
  const total = from.getUTCFullYear() * 12 + from.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12;
  const day = Math.min(from.getUTCDate(), daysInMonth(year, month));
  const end = new Date(from);
  // Day first (to one every month has), then year and month, then the clamped day.
  end.setUTCDate(1);
  end.setUTCFullYear(year, month, day);
  return end;
}

/**
 * When a subscription period bought (or renewed) at `from` ends: one calendar month or year
 * later, clamped to the month's end. A month from 31 January ends on the last day of February; a
 * year from 29 February ends on 28 February. The one place periods are computed (issue #18).
 */
export const periodEnd = (from: Date, period: SubscriptionPeriod): Date =>
  addUtcMonths(from, period === 'month' ? 1 : 12);
