import { describe, expect, it } from 'vitest';
import { addUtcMonths, periodEnd } from './period.js';

const at = (iso: string) => new Date(iso);
const end = (iso: string, period: 'month' | 'year') => periodEnd(at(iso), period).toISOString();

describe('periodEnd: calendar months and years, clamped to the month end', () => {
  it('ends a month bought on 31 January on the last day of February', () => {
    expect(end('2027-01-31T10:15:00.000Z', 'month')).toBe('2027-02-28T10:15:00.000Z');
    expect(end('2028-01-31T10:15:00.000Z', 'month')).toBe('2028-02-29T10:15:00.000Z');
    expect(end('2027-01-29T00:00:00.000Z', 'month')).toBe('2027-02-28T00:00:00.000Z');
    expect(end('2028-01-29T00:00:00.000Z', 'month')).toBe('2028-02-29T00:00:00.000Z');
  });

  it('ends a year bought on 29 February on 28 February, and a leap year on its 29th', () => {
    expect(end('2028-02-29T23:59:59.999Z', 'year')).toBe('2029-02-28T23:59:59.999Z');
    expect(end('2027-02-28T12:00:00.000Z', 'year')).toBe('2028-02-28T12:00:00.000Z');
    expect(end('2028-02-29T08:00:00.000Z', 'month')).toBe('2028-03-29T08:00:00.000Z');
  });

  it('clamps 31st to 30-day months and keeps days every month has', () => {
    expect(end('2027-03-31T09:00:00.000Z', 'month')).toBe('2027-04-30T09:00:00.000Z');
    expect(end('2027-05-31T09:00:00.000Z', 'month')).toBe('2027-06-30T09:00:00.000Z');
    expect(end('2027-08-31T09:00:00.000Z', 'month')).toBe('2027-09-30T09:00:00.000Z');
    expect(end('2027-04-30T09:00:00.000Z', 'month')).toBe('2027-05-30T09:00:00.000Z');
    expect(end('2027-07-31T09:00:00.000Z', 'month')).toBe('2027-08-31T09:00:00.000Z');
    expect(end('2027-06-15T09:00:00.000Z', 'month')).toBe('2027-07-15T09:00:00.000Z');
    expect(end('2027-01-01T00:00:00.000Z', 'month')).toBe('2027-02-01T00:00:00.000Z');
  });

  it('crosses December into January of the next year', () => {
    expect(end('2027-12-31T22:30:00.000Z', 'month')).toBe('2028-01-31T22:30:00.000Z');
    expect(end('2027-12-15T00:00:00.000Z', 'month')).toBe('2028-01-15T00:00:00.000Z');
    expect(end('2027-11-30T00:00:00.000Z', 'month')).toBe('2027-12-30T00:00:00.000Z');
    expect(end('2027-12-31T00:00:00.000Z', 'year')).toBe('2028-12-31T00:00:00.000Z');
  });

  it('works in UTC whatever the time of day, and never changes its input', () => {
    const from = at('2027-01-31T23:59:59.999Z');
    expect(periodEnd(from, 'month').toISOString()).toBe('2027-02-28T23:59:59.999Z');
    expect(from.toISOString()).toBe('2027-01-31T23:59:59.999Z');
  });

  it('adds any number of months, forwards and back', () => {
    expect(addUtcMonths(at('2027-01-31T00:00:00.000Z'), 13).toISOString()).toBe(
      '2028-02-29T00:00:00.000Z',
    );
    expect(addUtcMonths(at('2027-03-31T00:00:00.000Z'), -1).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
    expect(addUtcMonths(at('2027-01-15T00:00:00.000Z'), -1).toISOString()).toBe(
      '2026-12-15T00:00:00.000Z',
    );
    expect(addUtcMonths(at('2027-05-31T00:00:00.000Z'), 0).toISOString()).toBe(
      '2027-05-31T00:00:00.000Z',
    );
  });
});
