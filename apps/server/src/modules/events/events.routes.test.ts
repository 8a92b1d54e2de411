import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  memberApi,
  payOnTestCheckout,
  signedInMember,
  uniqueEmail,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { networkGroups } from '../groups/groups.tables.js';
import { organizations } from '../organizations/organizations.tables.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
let owner: Member;
let rival: Member;
let organizationId: string;
let groupId: string;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const open = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, payload });

async function newEvent(fields: Record<string, unknown> = {}) {
  const res = await api(owner, 'POST', '/events', {
    groupId,
    title: 'Harbour breakfast',
    venue: 'The Pier Hotel',
    startsAt: inDays(10),
    price: 15,
    currency: 'GBP',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; seatsLeft: number | null };
}

async function payTicket(ticketId: string) {
  const { location } = await payOnTestCheckout(t, { ticketId });
  expect(location).toBe(
    `http://nethub.test/public-event-ticket?ticketId=${ticketId}&payment=success`,
  );
}

beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
  [owner, rival] = await Promise.all([signedInMember(t), signedInMember(t)]);
  const org = await createOrganization(t.database.db, {
    name: 'Pier Guild',
    ownerId: owner.user._id,
  });
  organizationId = org.id;
  groupId = (await createNetworkGroup(t.database.db, { organizationId, name: 'Pier Circle' })).id;
  await createOrganization(t.database.db, { name: 'Rival Guild', ownerId: rival.user._id });
});
afterAll(() => t?.close());

describe('events', () => {
  it('the owner publishes, edits and lists events; others cannot', async () => {
    const event = await newEvent({ capacity: 40 });
    expect(event).toMatchObject({ seatsLeft: 40 });
    const edited = await api(owner, 'PUT', `/events/${event._id}`, { title: 'Harbour brunch' });
    expect(edited.json().data.title).toBe('Harbour brunch');
    expect((await api(rival, 'PUT', `/events/${event._id}`, { title: 'x' })).statusCode).toBe(404);
    expect(
      (
        await api(rival, 'POST', '/events', {
          groupId,
          title: 'x',
          startsAt: inDays(3),
          price: 0,
          currency: 'GBP',
        })
      ).statusCode,
    ).toBe(404);
    const member = await signedInMember(t);
    const list = (await api(member, 'GET', `/events?groupId=${groupId}`)).json().data;
    expect(list.rows.map((e: { title: string }) => e.title)).toContain('Harbour brunch');
    const console = (await api(owner, 'GET', `/organization/${organizationId}/events`)).json().data;
    expect(console.totalRows).toBeGreaterThan(0);
    expect((await api(rival, 'GET', `/organization/${organizationId}/events`)).statusCode).toBe(
      404,
    );
  });

  it('a member buys a ticket, pays, sets food preferences and gives it up', async () => {
    const event = await newEvent({ capacity: 2 });
    const ann = await signedInMember(t);
    const bought = (await api(ann, 'POST', `/events/${event._id}/tickets`)).json().data;
    expect(bought.status).toBe('pending');
    await payTicket(bought.ticketId);
    const ticket = (await open('GET', `/events/tickets/${bought.ticketId}`)).json().data;
    expect(ticket).toMatchObject({ status: 'paid', firstName: 'Test', event: { seatsLeft: 1 } });
    expect((await t.lastMailTo(ann.email))!.subject).toBe('Your ticket: Harbour breakfast');
    const calendar = await open('GET', `/events/tickets/${bought.ticketId}/calendar`);
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendar.body).toContain('METHOD:PUBLISH\r\n');
    expect(calendar.body).toContain(`UID:event-${event._id}@nethub.test\r\n`);
    expect(calendar.body).toContain('SUMMARY:Harbour breakfast\r\n');
    const prefs = await open('PUT', `/events/tickets/${bought.ticketId}/preferences`, {
      preferences: ['vegan', 'nutAllergy'],
    });
    expect(prefs.json().data.preferences).toEqual(['vegan', 'nutAllergy']);
    const badPrefs = await open('PUT', `/events/tickets/${bought.ticketId}/preferences`, {
      preferences: ['chips'],
    });
    expect(badPrefs.statusCode).toBe(400);
    const mine = (await api(ann, 'GET', '/events/tickets/mine')).json().data;
    expect(mine.rows.map((r: { _id: string }) => r._id)).toEqual([bought.ticketId]);
    const again = await api(ann, 'POST', `/events/${event._id}/tickets`);
    expect([again.statusCode, again.json().message]).toEqual([409, 'ALREADY_PAID']);

    const attendees = (await api(owner, 'GET', `/events/${event._id}/tickets`)).json().data;
    expect(attendees.rows[0]).toMatchObject({
      email: ann.email,
      preferences: ['vegan', 'nutAllergy'],
    });
    expect((await api(rival, 'GET', `/events/${event._id}/tickets`)).statusCode).toBe(404);
    const sheet = await api(owner, 'GET', `/events/${event._id}/tickets/export`);
    expect(sheet.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sheet.body).toContain(`${ann.email},paid,`);
    expect(sheet.body).toContain('Vegan; Nut Allergy');
    expect((await api(rival, 'GET', `/events/${event._id}/tickets/export`)).statusCode).toBe(404);

    const gone = await open('POST', `/events/tickets/${bought.ticketId}/unsubscribe`);
    expect(gone.json().data).toMatchObject({ status: 'cancelled', event: { seatsLeft: 2 } });
  });

  it('a visitor gets a free ticket at once; a full event refuses more', async () => {
    const event = await newEvent({ price: 0, capacity: 1 });
    const email = uniqueEmail('guest');
    const first = await open('POST', `/public/events/${event._id}/tickets`, {
      firstName: 'Gus',
      lastName: 'Guest',
      email,
      consent: true,
    });
    expect(first.json().data.status).toBe('paid');
    expect((await t.lastMailTo(email))!.text).toContain(
      `/public-event-ticket?ticketId=${first.json().data.ticketId}`,
    );
    const full = await open('POST', `/public/events/${event._id}/tickets`, {
      firstName: 'Late',
      lastName: 'Comer',
      email: uniqueEmail(),
      consent: true,
    });
    expect([full.statusCode, full.json().message]).toEqual([409, 'EVENT_SOLD_OUT']);
    const publicEvent = (await open('GET', `/public/events/${event._id}`)).json().data;
    expect(publicEvent.seatsLeft).toBe(0);
    expect(JSON.stringify(publicEvent)).not.toContain(email);
  });

  it("shows the group's header on the public page: cover, logo, size and rating", async () => {
    const event = await newEvent();
    const bare = (await open('GET', `/public/events/${event._id}`)).json().data;
    expect(bare.group).toEqual({
      _id: groupId,
      name: 'Pier Circle',
      memberCount: expect.any(Number),
      averageRating: 0,
      reviewCount: 0,
      coverUrl: null,
    });
    expect(bare.organization).toEqual({ _id: organizationId, name: 'Pier Guild', logoUrl: null });

    const db = t.database.db;
    await db
      .update(networkGroups)
      .set({ coverKey: 'covers/pier.jpg', memberCount: 7, ratingSum: 9, reviewCount: 2 })
      .where(eq(networkGroups.id, groupId));
    await db
      .update(organizations)
      .set({ logoKey: 'logos/pier.png' })
      .where(eq(organizations.id, organizationId));
    try {
      const shown = (await open('GET', `/public/events/${event._id}`)).json().data;
      expect(shown.group).toMatchObject({ memberCount: 7, averageRating: 4.5, reviewCount: 2 });
      expect(shown.group.coverUrl).toContain('key=covers%2Fpier.jpg');
      expect(shown.organization.logoUrl).toContain('key=logos%2Fpier.png');
      // The members' event page keeps the plain card.
      const member = (await api(owner, 'GET', `/events/${event._id}`)).json().data;
      expect(member.group).toEqual({ _id: groupId, name: 'Pier Circle' });
    } finally {
      await db
        .update(networkGroups)
        .set({ coverKey: null, ratingSum: 0, reviewCount: 0 })
        .where(eq(networkGroups.id, groupId));
      await db
        .update(organizations)
        .set({ logoKey: null })
        .where(eq(organizations.id, organizationId));
    }
  });

  it('keeps the one name rule: 80 characters from a visitor or a member, not 81', async () => {
    const event = await newEvent({ price: 0 });
    const long = 'N'.repeat(80);
    const visitor = await open('POST', `/public/events/${event._id}/tickets`, {
      firstName: long,
      lastName: 'Guest',
      email: uniqueEmail('guest'),
      consent: true,
    });
    expect(visitor.json().data.status).toBe('paid');
    const tooLong = await open('POST', `/public/events/${event._id}/tickets`, {
      firstName: `${long}N`,
      lastName: 'Guest',
      email: uniqueEmail('guest'),
      consent: true,
    });
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([400, 'VALIDATION_ERROR']);

    // A member's name (up to 80 at sign-up) goes onto the ticket as it is.
    const member = await signedInMember(t);
    const renamed = await api(member, 'PUT', '/users/profile', { lastName: long });
    expect(renamed.statusCode).toBe(200);
    const bought = await api(member, 'POST', `/events/${event._id}/tickets`);
    expect(bought.statusCode).toBe(200);
    const attendees = (await api(owner, 'GET', `/events/${event._id}/tickets`)).json().data;
    expect(attendees.rows.map((row: { lastName: string }) => row.lastName)).toContain(long);
  });

  it('an abandoned checkout gives the seat back; past events are not on sale', async () => {
    const event = await newEvent({ capacity: 1 });
    const { ticketId } = (
      await open('POST', `/public/events/${event._id}/tickets`, {
        firstName: 'Ivy',
        lastName: 'Indecisive',
        email: uniqueEmail(),
        consent: true,
      })
    ).json().data;
    await payOnTestCheckout(t, { ticketId }, 'cancel');
    expect((await open('GET', `/public/events/${event._id}`)).json().data.seatsLeft).toBe(1);
    expect((await open('GET', `/events/tickets/${ticketId}`)).json().data.status).toBe('cancelled');

    const past = await newEvent({ startsAt: inDays(-1) });
    const late = await open('POST', `/public/events/${past._id}/tickets`, {
      firstName: 'A',
      lastName: 'B',
      email: uniqueEmail(),
      consent: true,
    });
    expect([late.statusCode, late.json().message]).toEqual([403, 'NOT_ON_SALE']);
  });
});
