import { describe, expect, it } from 'vitest';
import { COUNTRIES, REGIONS } from '@/testing/factories';
import { count, createFormatters, fileSize, formatDate, US_DEFAULT_TIME_ZONE } from './format';

const [uk, us] = COUNTRIES;
const [london, newYork] = REGIONS;
const losAngeles = { ...newYork!, name: 'California', timeZone: 'America/Los_Angeles' };

describe('formatters', () => {
  it('writes UK dates dd/MM/yy and times with am/pm in the region’s time zone', () => {
    const format = createFormatters({ country: uk, region: london });
    expect(format.date('2025-03-04T12:00:00.000Z')).toBe('04/03/25');
    // British Summer Time: 13:30 UTC is 2:30 pm in London.
    expect(format.time('2025-07-01T13:30:00.000Z')).toBe('2:30 pm');
    expect(format.dateTime('2025-12-24T09:05:00.000Z')).toBe('24/12/25 9:05 am');
  });

  it('writes US dates MM/dd/yy in the member’s region time zone', () => {
    const format = createFormatters({ country: us, region: losAngeles });
    expect(format.timeZone).toBe('America/Los_Angeles');
    expect(format.date('2025-03-04T12:00:00.000Z')).toBe('03/04/25');
    // 03:00 UTC on 5 March is still 4 March, 7 pm in California.
    expect(format.dateTime('2025-03-05T03:00:00.000Z')).toBe('03/04/25 7:00 pm');
  });

  it('uses New York time for US members without a region', () => {
    const format = createFormatters({ country: us, region: null });
    expect(format.timeZone).toBe(US_DEFAULT_TIME_ZONE);
    expect(format.dateTime('2025-01-01T03:00:00.000Z')).toBe('12/31/24 10:00 pm');
  });

  it('formats money in the member’s currency, en-GB style, GBP by default', () => {
    expect(createFormatters().money(1234.5)).toBe('£1,234.50');
    expect(createFormatters({ currency: 'EUR' }).money(1234.5)).toBe('€1,234.50');
    expect(createFormatters({ currency: 'USD' }).money(-5)).toBe('-$5.00');
  });

  it('formats an amount in its own currency when it has one', () => {
    const format = createFormatters({ currency: 'USD' });
    expect(format.money(1500, 'EUR')).toBe('€1,500.00');
    expect(format.money(0.5, 'GBP')).toBe('£0.50');
    expect(format.money(99.99)).toBe('$99.99');
  });

  it('writes a calendar day in the member’s pattern, never moved by a time zone', () => {
    expect(createFormatters({ country: uk, region: london }).day('2026-12-01')).toBe('01/12/26');
    expect(createFormatters({ country: us, region: losAngeles }).day('2026-12-01')).toBe(
      '12/01/26',
    );
  });

  it('keeps dd/MM/yy for visitors', () => {
    expect(formatDate('2025-03-01T12:00:00.000Z')).toBe('01/03/25');
  });

  it('writes file sizes in binary units with at most one decimal', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(1536)).toBe('1.5 KB');
    expect(fileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(fileSize(2.25 * 1024 * 1024 * 1024)).toBe('2.3 GB');
  });
});

describe('count', () => {
  it('groups thousands as en-GB does, each time', () => {
    for (const n of [0, 7, 1234, 1234567, -9876, 12.5]) {
      expect(count(n)).toBe(n.toLocaleString('en-GB'));
      expect(count(n)).toBe(n.toLocaleString('en-GB'));
    }
    expect(count(1234567)).toBe('1,234,567');
  });
});

describe('counts and money written without Intl (P11)', () => {
  // A seeded generator: the same cases every run.
  let seed = 20261201;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const edges = [
    0,
    -0,
    1,
    -1,
    5,
    0.5,
    0.005,
    0.015,
    0.0049999,
    0.995,
    1.005,
    2.675,
    1.125,
    99.995,
    999.995,
    1234.5,
    -1234.5,
    -0.001,
    -0.005,
    123456789.995,
    1e15,
    1e20,
    1e21,
    1e-7,
    2 ** 53,
    2 ** 53 + 2,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER / 100,
    NaN,
    Infinity,
    -Infinity,
  ];
  const cases = [
    ...edges,
    ...Array.from({ length: 4000 }, (_, i) => {
      const scale = 10 ** Math.floor(random() * 12);
      const value = random() * scale * (random() < 0.2 ? -1 : 1);
      // Whole numbers, cents, and values with more decimals than a currency keeps.
      return i % 3 === 0 ? Math.round(value) : i % 3 === 1 ? Math.round(value * 100) / 100 : value;
    }),
  ];

  it('counts exactly as Intl.NumberFormat en-GB', () => {
    const intl = new Intl.NumberFormat('en-GB');
    for (const n of cases) expect(count(n), String(n)).toBe(intl.format(n));
  });

  it('writes money exactly as Intl.NumberFormat en-GB with the narrow symbol', () => {
    for (const currency of ['GBP', 'EUR', 'USD'] as const) {
      const intl = new Intl.NumberFormat('en-GB', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
      const format = createFormatters({ currency });
      for (const n of cases) expect(format.money(n), `${currency} ${n}`).toBe(intl.format(n));
    }
  });
});
