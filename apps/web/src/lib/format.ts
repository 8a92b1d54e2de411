import type { Currency, Preferences } from '@nethub/contract';
import { DEFAULT_CURRENCY } from '@nethub/contract/constants';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { preferencesQueryOptions } from './preferences';
import { getToken } from './storage';

// Dates through Intl, not dayjs: this module is in every first load (the account menu, home),
// and dayjs with its utc and timezone plugins was ~4.6 kB gzip of it (decision 018). The
// screens that do date arithmetic still use dayjs, in their own chunks.

/** A string read as dayjs reads it: a date or date-time without a zone is local time. */
const LOCAL_DATE =
  /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;
function parseDate(text: string): Date {
  const local = /z$/i.test(text) ? null : LOCAL_DATE.exec(text);
  if (!local) return new Date(text);
  const [, year, month, day, hour, minute, second, fraction] = local;
  return new Date(
    Number(year),
    Number(month || 1) - 1,
    Number(day || 1),
    Number(hour || 0),
    Number(minute || 0),
    Number(second || 0),
    Number((fraction || '0').slice(0, 3)),
  );
}

const partFormats = new Map<string, Intl.DateTimeFormat>();
/** Year, month, day, hour (0-23) and minute of an instant in `timeZone` (undefined: the browser's). */
function wallClock(date: Date, timeZone: string | undefined) {
  let format = partFormats.get(timeZone ?? '');
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormats.set(timeZone ?? '', format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(date)) parts[part.type] = part.value;
  return {
    yy: (parts.year ?? '').padStart(4, '0').slice(-2),
    mm: parts.month ?? '',
    dd: parts.day ?? '',
    hour: Number(parts.hour) % 24,
    minute: parts.minute ?? '',
  };
}

/** dd/MM/yy (or MM/dd/yy), h:mm a, or both, as dayjs wrote them; "Invalid Date" as it did. */
function formatInstant(
  text: string,
  timeZone: string | undefined,
  us: boolean,
  parts: { date: boolean; time: boolean },
) {
  const date = parseDate(text);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const clock = wallClock(date, timeZone);
  const day = us ? `${clock.mm}/${clock.dd}/${clock.yy}` : `${clock.dd}/${clock.mm}/${clock.yy}`;
  const time = `${clock.hour % 12 || 12}:${clock.minute} ${clock.hour < 12 ? 'am' : 'pm'}`;
  return [parts.date && day, parts.time && time].filter(Boolean).join(' ');
}

/** US members without a region read times in New York time (spec §9). */
export const US_DEFAULT_TIME_ZONE = 'America/New_York';

export type FormatSettings = {
  country?: Preferences['country'];
  region?: Preferences['region'];
  currency?: Currency;
};

export const isUnitedStates = (country: FormatSettings['country']) => country?.code === 'US';

export type Formatters = {
  /** The IANA zone dates are shown in; `undefined` means the browser's own zone. */
  timeZone: string | undefined;
  currency: Currency;
  /** dd/MM/yy, or MM/dd/yy for US members. */
  date: (iso: string) => string;
  /**
   * A calendar day ('YYYY-MM-DD', e.g. a campaign's first day) in the same pattern: it is a day,
   * not an instant, so no time zone moves it.
   */
  day: (isoDate: string) => string;
  /** 3:05 pm */
  time: (iso: string) => string;
  dateTime: (iso: string) => string;
  /**
   * £1,234.50: en-GB grouping, in `currency` when the amount has its own (a lead's value),
   * else in the member's currency.
   */
  money: (amount: number, currency?: Currency) => string;
};

// Counts and money without Intl where the answer is plain (P11): the first Intl.NumberFormat a
// page builds loads ICU's number data, ~15-20 ms of main thread on a desktop and four times that
// on a phone, in the very render that shows home's figures. What this writes is exactly what
// Intl writes for en-GB (format.test.ts compares the two); anything else still goes to Intl.

/** 1234567 -> "1,234,567": en-GB's grouping of a digit string. */
const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A safe whole number as en-GB writes it, or undefined (fractions, -0, huge or not finite). */
function plainCount(n: number): string | undefined {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return undefined;
  return n < 0 ? `-${group(String(-n))}` : group(String(n));
}

/** The narrow symbol en-GB writes before an amount, for the currencies members choose. */
const MONEY_SYMBOLS: Partial<Record<string, string>> = { GBP: '£', EUR: '€', USD: '$' };

/**
 * £1,234.50 as Intl writes it (en-GB, narrow symbol, two decimals), or undefined where this does
 * not know the answer. Intl rounds the number's shortest decimal form half away from zero (2.675
 * is £2.68, where toFixed says 2.67), so the rounding works on that text too.
 */
function plainMoney(amount: number, code: string): string | undefined {
  const symbol = MONEY_SYMBOLS[code];
  if (symbol === undefined || !Number.isFinite(amount) || Object.is(amount, -0)) return undefined;
  const text = String(Math.abs(amount));
  const parts = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!parts) return undefined; // exponent notation: very large or very small
  let whole = parts[1]!;
  const fraction = parts[2] ?? '';
  let cents = Number(whole + (fraction + '00').slice(0, 2));
  if (Number(fraction.charAt(2) || '0') >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) return undefined;
  const centsText = String(cents).padStart(3, '0');
  whole = centsText.slice(0, -2);
  return `${amount < 0 ? '-' : ''}${symbol}${group(whole)}.${centsText.slice(-2)}`;
}

/** The one place dates and money are turned into text (spec §9). */
export function createFormatters(settings: FormatSettings = {}): Formatters {
  const us = isUnitedStates(settings.country);
  const timeZone = settings.region?.timeZone || (us ? US_DEFAULT_TIME_ZONE : undefined);
  const currency = settings.currency ?? DEFAULT_CURRENCY;
  const moneyFormats = new Map<Currency, Intl.NumberFormat>();
  const moneyFormat = (code: Currency) => {
    let format = moneyFormats.get(code);
    if (!format) {
      format = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'narrowSymbol',
      });
      moneyFormats.set(code, format);
    }
    return format;
  };
  const money = (amount: number, code: Currency) =>
    plainMoney(amount, code) ?? moneyFormat(code).format(amount);

  return {
    timeZone,
    currency,
    date: (iso) => formatInstant(iso, timeZone, us, { date: true, time: false }),
    // A bare 'YYYY-MM-DD' is that day in local time, written back unchanged.
    day: (isoDate) =>
      formatInstant(isoDate.slice(0, 10), undefined, us, { date: true, time: false }),
    time: (iso) => formatInstant(iso, timeZone, us, { date: false, time: true }),
    dateTime: (iso) => formatInstant(iso, timeZone, us, { date: true, time: true }),
    money: (amount, code = currency) => money(amount, code),
  };
}

const defaultFormatters = createFormatters();

/** Dates for visitors and screens without a member (UK format). */
export const formatDate = defaultFormatters.date;

/** Formatters for the signed-in member's country, region and currency. */
export function useFormatters(): Formatters {
  const signedIn = getToken() !== null;
  const { data } = useQuery({ ...preferencesQueryOptions(), enabled: signedIn });
  return useMemo(
    () =>
      data
        ? createFormatters({ country: data.country, region: data.region, currency: data.currency })
        : defaultFormatters,
    [data],
  );
}

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

export const initials = (person: { firstName: string; lastName: string }) =>
  `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();

/** "Designer at Acme", or whichever of the two is known. */
export const jobRole = (person: { jobTitle: string | null; company: string | null }) =>
  [person.jobTitle, person.company].filter(Boolean).join(' at ');

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

let counts: Intl.NumberFormat | undefined;

/**
 * 1,234: a count, grouped en-GB. Whole numbers are grouped here (`plainCount`); anything else
 * goes through one `Intl.NumberFormat` for every call (`toLocaleString` builds a new one each
 * time, seven times in the render that shows home's figures, P11).
 */
export const count = (n: number) =>
  plainCount(n) ?? (counts ??= new Intl.NumberFormat('en-GB')).format(n);

/** "1 member", "1,200 members". */
export const plural = (n: number, one: string, many = `${one}s`) =>
  `${count(n)} ${n === 1 ? one : many}`;

const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** 512 B, 1.5 KB, 25 MB: binary multiples, at most one decimal. */
export function fileSize(bytes: number) {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? value : Math.round(value * 10) / 10;
  return `${rounded} ${SIZE_UNITS[unit]}`;
}
