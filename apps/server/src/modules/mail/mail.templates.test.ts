import { describe, expect, it } from 'vitest';
import { mailDate, mailDateTime, subscriptionActiveMail, ticketMail } from './mail.templates.js';

// Christmas Eve 2026, 18:30 in London (GMT): the app shows it as 24/12/26.
const christmasEve = new Date('2026-12-24T18:30:00Z');

describe('dates in e-mails read like the app', () => {
  it('writes a day as dd/mm/yy and a time on the 24-hour clock, in London time', () => {
    expect(mailDate(christmasEve)).toBe('24/12/26');
    expect(mailDateTime(christmasEve)).toBe('24/12/26, 18:30');
    // Summer time: 23:30 UTC on 30 June is already 1 July in London.
    expect(mailDate(new Date('2026-06-30T23:30:00Z'))).toBe('01/07/26');
  });

  it('never puts an ISO date in the subscription or ticket e-mails', () => {
    const active = subscriptionActiveMail('a@b.c', 'Ava', 'Leeds', christmasEve, 'https://x');
    const ticket = ticketMail('a@b.c', 'Ava', 'Breakfast', christmasEve, 'https://x');
    expect(active.text).toContain('active until 24/12/26.');
    expect(ticket.text).toContain('Breakfast (24/12/26, 18:30)');
    for (const mail of [active, ticket]) expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
