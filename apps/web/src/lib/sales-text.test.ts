import * as contract from '@nethub/contract';
import { describe, expect, it } from 'vitest';
import { REGIONS } from '@/testing/factories';
import { createFormatters } from './format';
import {
  eventWhen,
  foodLabel,
  planPriceText,
  seatsText,
  SUBSCRIBER_STATUS_LABELS,
  TICKET_STATUS_LABELS,
  ticketPriceText,
} from './sales-text';

describe('sales text', () => {
  it('labels every status in the contract’s order, and the food options', () => {
    expect(Object.keys(SUBSCRIBER_STATUS_LABELS)).toEqual(contract.subscriberStatus.options);
    expect(Object.keys(TICKET_STATUS_LABELS)).toEqual(contract.ticketStatus.options);
    expect(foodLabel('fishAllergy')).toBe('Fish / Shellfish Allergy');
    expect(foodLabel('unknown')).toBe('unknown');
  });

  it('words prices, seats and times', () => {
    const format = createFormatters({ region: REGIONS[0] });
    const { money } = format;
    expect(planPriceText({ price: 20, currency: 'GBP', period: 'month' }, money)).toBe(
      '£20.00 a month',
    );
    expect(planPriceText({ price: 99.5, currency: 'USD', period: 'year' }, money)).toBe(
      '$99.50 a year',
    );
    expect(ticketPriceText({ price: 0, currency: 'EUR' }, money)).toBe('Free');
    expect(ticketPriceText({ price: 12, currency: 'EUR' }, money)).toBe('€12.00');
    expect(seatsText(null)).toBeNull();
    expect(seatsText(0)).toBe('Sold out');
    expect(seatsText(1)).toBe('1 seat left');
    expect(seatsText(1200)).toBe('1,200 seats left');
    const startsAt = '2026-03-14T18:00:00.000Z';
    expect(eventWhen({ startsAt, endsAt: null }, format)).toBe('14/03/26 6:00 pm');
    expect(eventWhen({ startsAt, endsAt: '2026-03-14T21:00:00.000Z' }, format)).toBe(
      '14/03/26 6:00 pm – 9:00 pm',
    );
    expect(eventWhen({ startsAt, endsAt: '2026-03-15T01:00:00.000Z' }, format)).toBe(
      '14/03/26 6:00 pm – 15/03/26 1:00 am',
    );
  });
});
