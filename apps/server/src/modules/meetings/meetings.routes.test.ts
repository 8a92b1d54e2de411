import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000 });
import { listOutbox } from '../../modules/mail/mailer.js';
import {
  connectMembers,
  createTestApp,
  memberApi,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';

let t: TestApp;
let api: ReturnType<typeof memberApi>;
beforeAll(async () => {
  t = await createTestApp();
  api = memberApi(t);
});
afterAll(() => t?.close());

const inDays = (days: number, hour = 10) => {
  const d = new Date(Date.now() + days * 24 * 3600_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const option = (days: number, location = 'Albert’s Café, Deansgate') => ({
  startsAt: inDays(days),
  durationMinutes: 30,
  location,
});

async function pair() {
  const ann = await signedInMember(t);
  const ben = await signedInMember(t);
  await connectMembers(t, ann, ben);
  return { ann, ben };
}
const propose = (from: Member, to: Member, body: object = {}) =>
  api(from, 'POST', '/meetings', {
    withUserId: to.user._id,
    options: [option(3), option(4)],
    message: 'Coffee to talk referrals?',
    ...body,
  });
const mailsTo = async (email: string) =>
  (await listOutbox(t.database.db, 200)).filter((m) => m.to === email);
const notificationsOf = async (who: Member) =>
  (await api(who, 'GET', '/notification?scope=all')).json().data.rows as Array<{
    type: string;
    message: string;
  }>;

describe('proposing', () => {
  it('lets a member propose times to a connection; the other sees it awaiting them', async () => {
    const { ann, ben } = await pair();
    const res = await propose(ann, ben);
    expect(res.statusCode).toBe(200);
    const meeting = res.json().data;
    expect(meeting).toMatchObject({
      status: 'proposed',
      proposedByMe: true,
      awaitingMe: false,
      optionsFromMe: true,
      message: 'Coffee to talk referrals?',
      agreed: null,
      sequence: 0,
    });
    expect(meeting.options).toHaveLength(2);
    const seen = (await api(ben, 'GET', `/meetings/${meeting._id}`)).json().data;
    expect(seen).toMatchObject({ awaitingMe: true, proposedByMe: false });
    expect(seen.other._id).toBe(ann.user._id);
    const upcoming = (await api(ben, 'GET', '/meetings?scope=upcoming')).json().data;
    expect(upcoming.rows.map((m: { _id: string }) => m._id)).toEqual([meeting._id]);
    expect((await notificationsOf(ben))[0]).toMatchObject({ type: 'MEETING_PROPOSED' });
    // The proposal asks for an answer: e-mailed too.
    expect((await t.lastMailTo(ben.email))?.text).toMatch(/proposed a one-to-one meeting/);
    // The checklist's "Request a meeting" is ticked for the proposer only.
    const steps = async (who: Member) =>
      (await api(who, 'GET', '/users/onboarding')).json().data.steps as Array<{
        step: string;
        done: boolean;
      }>;
    expect((await steps(ann)).find((s) => s.step === 'REQUESTED_MEETING')?.done).toBe(true);
    expect((await steps(ben)).find((s) => s.step === 'REQUESTED_MEETING')?.done).toBe(false);
  });

  it('refuses strangers, oneself, past times, doubled times and a booking link one lacks', async () => {
    const { ann, ben } = await pair();
    const stranger = await signedInMember(t);
    const refused = await propose(stranger, ben);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('MEETING_NOT_CONNECTED');
    expect((await propose(ann, ann)).json().message).toBe('VALIDATION_ERROR');
    const past = await propose(ann, ben, { options: [option(-1)] });
    expect(past.statusCode).toBe(400);
    expect(past.json().details[0].field).toBe('body.options.0.startsAt');
    expect((await propose(ann, ben, { options: [option(2), option(2)] })).statusCode).toBe(400);
    expect((await propose(ann, ben, { options: [] })).statusCode).toBe(400);
    expect(
      (await propose(ann, ben, { options: [1, 2, 3, 4].map((d) => option(d)) })).statusCode,
    ).toBe(400);
    const noLink = await propose(ann, ben, { options: [], includeBookingLink: true });
    expect(noLink.json().message).toBe('NO_BOOKING_LINK');
    // Nothing half-written: ben has no meetings from these.
    expect((await api(ben, 'GET', '/meetings')).json().data.totalRows).toBe(0);
  });

  it('offers the proposer’s booking link from their profile', async () => {
    const { ann, ben } = await pair();
    await api(ann, 'PUT', '/users/profile', { meetingUrl: 'https://calendly.com/ann-test' });
    const res = await propose(ann, ben, { options: [], includeBookingLink: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      bookingUrl: 'https://calendly.com/ann-test',
      options: [],
    });
  });
});

describe('answering', () => {
  it('accepts one time: both get an .ics invitation, the list and the calendar file', async () => {
    const { ann, ben } = await pair();
    const meeting = (await propose(ann, ben)).json().data;
    // Only the one awaited answers.
    expect(
      (
        await api(ann, 'POST', `/meetings/${meeting._id}/accept`, {
          optionId: meeting.options[0]._id,
        })
      ).json().message,
    ).toBe('MEETING_STATE');
    const chosen = meeting.options[1];
    const accepted = await api(ben, 'POST', `/meetings/${meeting._id}/accept`, {
      optionId: chosen._id,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({
      status: 'accepted',
      awaitingMe: false,
      sequence: 1,
      agreed: { startsAt: chosen.startsAt, durationMinutes: 30 },
    });
    for (const who of [ann, ben]) {
      const [invitation] = (await mailsTo(who.email)).filter((m) => m.attachments?.length);
      expect(invitation?.subject).toMatch(/^One-to-one with Test Member/);
      const ics = invitation!.attachments![0]!;
      expect(ics.contentType).toMatch(/^text\/calendar/);
      expect(ics.content).toContain('METHOD:REQUEST\r\n');
      expect(ics.content).toContain(`UID:meeting-${meeting._id}@nethub.test\r\n`);
      expect(ics.content).toContain('SEQUENCE:1\r\n');
    }
    expect((await notificationsOf(ann))[0]).toMatchObject({ type: 'MEETING_ACCEPTED' });

    const file = await api(ann, 'GET', `/meetings/${meeting._id}/calendar`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename=".+\.ics"/);
    const start = chosen.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(file.body).toContain(`DTSTART:${start}\r\n`);
    expect(file.body).toContain('LOCATION:Albert’s Café\\, Deansgate\r\n');
    expect(file.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // Reminders are queued for 24 h and 1 h before, for this sequence.
    const { rows } = await t.database.executor.executeSql(
      `select data, start_after from pgboss.job where name = 'meeting-reminder' and data->>'meetingId' = $1 order by start_after`,
      [meeting._id],
    );
    expect(rows.map((r) => (r as { data: { before: string } }).data.before)).toEqual(['24h', '1h']);
    // No second answer.
    expect((await api(ben, 'POST', `/meetings/${meeting._id}/decline`)).statusCode).toBe(409);
  });

  it('takes counter-proposals in turns, then cancels with a CANCEL of a higher sequence', async () => {
    const { ann, ben } = await pair();
    const meeting = (await propose(ann, ben)).json().data;
    expect(
      (await api(ann, 'POST', `/meetings/${meeting._id}/counter`, { options: [option(5)] }))
        .statusCode,
    ).toBe(409);
    const countered = await api(ben, 'POST', `/meetings/${meeting._id}/counter`, {
      options: [option(6, 'https://meet.example/ben')],
    });
    expect(countered.json().data).toMatchObject({ awaitingMe: false, optionsFromMe: true });
    expect(countered.json().data.options).toHaveLength(1);
    const forAnn = (await api(ann, 'GET', `/meetings/${meeting._id}`)).json().data;
    expect(forAnn).toMatchObject({ awaitingMe: true, optionsFromMe: false });
    expect((await notificationsOf(ann))[0]).toMatchObject({ type: 'MEETING_NEW_TIMES' });
    // An option of the earlier round is no longer on the table.
    expect(
      (
        await api(ann, 'POST', `/meetings/${meeting._id}/accept`, {
          optionId: meeting.options[0]._id,
        })
      ).json().message,
    ).toBe('MEETING_STATE');
    await api(ann, 'POST', `/meetings/${meeting._id}/accept`, {
      optionId: forAnn.options[0]._id,
    });
    // Moving an accepted meeting raises the sequence; the old reminders no longer apply.
    const moved = await api(ann, 'POST', `/meetings/${meeting._id}/counter`, {
      options: [option(7)],
    });
    expect(moved.json().data).toMatchObject({ status: 'proposed', sequence: 2 });
    const cancelled = await api(ben, 'POST', `/meetings/${meeting._id}/cancel`);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', sequence: 3 });
    const [last] = await mailsTo(ann.email);
    expect(last?.subject).toMatch(/^Cancelled: one-to-one/);
    expect(last?.attachments?.[0]?.content).toContain('METHOD:CANCEL\r\n');
    expect(last?.attachments?.[0]?.content).toContain('SEQUENCE:3\r\n');
    expect((await notificationsOf(ann))[0]).toMatchObject({ type: 'MEETING_CANCELLED' });
    expect((await api(ann, 'GET', '/meetings?scope=past')).json().data.rows[0]._id).toBe(
      meeting._id,
    );
    expect((await api(ann, 'POST', `/meetings/${meeting._id}/cancel`)).statusCode).toBe(409);
  });

  it('declines, and a declined meeting has no calendar file', async () => {
    const { ann, ben } = await pair();
    const meeting = (await propose(ann, ben)).json().data;
    const declined = await api(ben, 'POST', `/meetings/${meeting._id}/decline`);
    expect(declined.json().data.status).toBe('declined');
    expect((await notificationsOf(ann))[0]).toMatchObject({ type: 'MEETING_DECLINED' });
    expect((await api(ann, 'GET', `/meetings/${meeting._id}/calendar`)).statusCode).toBe(409);
  });

  it('honours the one-to-one meetings notification switch', async () => {
    const { ann, ben } = await pair();
    await api(ben, 'POST', '/users/notification-config', {
      config: { ONE_TO_ONE_MEETINGS: false },
    });
    await propose(ann, ben);
    expect((await notificationsOf(ben)).some((n) => n.type.startsWith('MEETING_'))).toBe(false);
  });
});

describe('reminders, notes and privacy', () => {
  it('reminds both members once per sequence, and not after a move or cancellation', async () => {
    const { ann, ben } = await pair();
    const meeting = (await propose(ann, ben)).json().data;
    await api(ben, 'POST', `/meetings/${meeting._id}/accept`, {
      optionId: meeting.options[0]._id,
    });
    const { rows } = await t.database.executor.executeSql(
      `select data from pgboss.job where name = 'meeting-reminder' and data->>'meetingId' = $1`,
      [meeting._id],
    );
    const job = (rows[0] as { data: { meetingId: string; sequence: number; before: string } }).data;
    const run = () =>
      t.app.services.meetings.remind(job as Parameters<typeof t.app.services.meetings.remind>[0]);
    await run();
    for (const who of [ann, ben])
      expect((await notificationsOf(who))[0]).toMatchObject({ type: 'MEETING_REMINDER' });
    await api(ann, 'POST', `/meetings/${meeting._id}/counter`, { options: [option(9)] });
    const before = (await notificationsOf(ben)).length;
    await run();
    expect((await notificationsOf(ben)).length).toBe(before);
  });

  it('keeps each member’s note private, and hides meetings from everyone else', async () => {
    const { ann, ben } = await pair();
    const outsider = await signedInMember(t);
    const meeting = (await propose(ann, ben)).json().data;
    expect(
      (await api(ann, 'PUT', `/meetings/${meeting._id}/note`, { content: 'x' })).statusCode,
    ).toBe(409);
    await api(ben, 'POST', `/meetings/${meeting._id}/accept`, {
      optionId: meeting.options[0]._id,
    });
    const saved = await api(ann, 'PUT', `/meetings/${meeting._id}/note`, {
      content: 'Good fit: Ben knows three landlords',
      nextStep: 'Intro to Pat by Friday',
    });
    expect(saved.json().data.note).toMatchObject({ nextStep: 'Intro to Pat by Friday' });
    const forBen = await api(ben, 'GET', `/meetings/${meeting._id}`);
    expect(forBen.json().data.note).toBeNull();
    expect(forBen.body).not.toContain('landlords');
    for (const url of [
      `/meetings/${meeting._id}`,
      `/meetings/${meeting._id}/calendar`,
      `/meetings/${crypto.randomUUID()}`,
    ])
      expect((await api(outsider, 'GET', url)).statusCode).toBe(404);
    expect((await api(outsider, 'POST', `/meetings/${meeting._id}/cancel`)).statusCode).toBe(404);
    expect((await api(outsider, 'GET', '/meetings')).json().data.totalRows).toBe(0);
    expect((await t.app.inject({ url: '/api/v1/meetings' })).statusCode).toBe(401);
  });

  it('exports the member’s meetings and notes, and erasing cancels their open ones', async () => {
    const { ann, ben } = await pair();
    const meeting = (await propose(ann, ben)).json().data;
    await api(ben, 'POST', `/meetings/${meeting._id}/accept`, {
      optionId: meeting.options[0]._id,
    });
    await api(ben, 'PUT', `/meetings/${meeting._id}/note`, { content: 'BEN-PRIVATE' });
    await api(ann, 'PUT', `/meetings/${meeting._id}/note`, { content: 'ANN-PRIVATE' });
    const { createMeetingsOwnData } = await import('./meetings.own-data.js');
    const own = createMeetingsOwnData(t.database.db);
    const sections = await own.exportFor!(ann.user._id);
    const text = JSON.stringify(sections);
    expect(text).toContain(meeting._id);
    expect(text).toContain('ANN-PRIVATE');
    expect(text).not.toContain('BEN-PRIVATE');
    await t.database.db.transaction((tx) => own.eraseFor!(ann.user._id, tx));
    const forBen = (await api(ben, 'GET', `/meetings/${meeting._id}`)).json().data;
    expect(forBen).toMatchObject({ status: 'cancelled', message: null });
    expect(forBen.note.content).toBe('BEN-PRIVATE');
    expect(JSON.stringify(await own.exportFor!(ann.user._id))).not.toContain('ANN-PRIVATE');
  });
});
