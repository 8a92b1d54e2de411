import type { Currency, Preferences } from '@nethub/contract';
import { DEFAULT_CURRENCY } from '@nethub/contract/constants';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useMemo } from 'react';
import { preferencesQueryOptions } from './preferences';
import { getToken } from './storage';

dayjs.extend(utc);
dayjs.extend(timezone);

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

/** The one place dates and money are turned into text (spec §9). */
export function createFormatters(settings: FormatSettings = {}): Formatters {
  const us = isUnitedStates(settings.country);
  const timeZone = settings.region?.timeZone || (us ? US_DEFAULT_TIME_ZONE : undefined);
  const currency = settings.currency ?? DEFAULT_CURRENCY;
  const datePattern = us ? 'MM/DD/YY' : 'DD/MM/YY';
  const inZone = (iso: string) => (timeZone ? dayjs(iso).tz(timeZone) : dayjs(iso));
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

  return {
    timeZone,
    currency,
    date: (iso) => inZone(iso).format(datePattern),
    // dayjs reads a bare 'YYYY-MM-DD' as that day in local time, and writes it back unchanged.
    day: (isoDate) => dayjs(isoDate.slice(0, 10)).format(datePattern),
    time: (iso) => inZone(iso).format('h:mm a'),
    dateTime: (iso) => inZone(iso).format(`${datePattern} h:mm a`),
    money: (amount, code = currency) => moneyFormat(code).format(amount),
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

/** 1,234: a count, grouped en-GB. */
export const count = (n: number) => n.toLocaleString('en-GB');

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
