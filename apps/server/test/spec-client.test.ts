import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetworkGroup, createOrganization } from '../src/seed/group-setup.js';
import {
  createTestApp,
  memberApi,
  PASSWORD,
  signedInMember,
  uniqueEmail,
  type TestApp,
} from './helpers.js';

/**
 * A client written from the product spec alone (issue #18): it makes only the calls of spec §7
 * with the payloads spec §3 and §7 name, reads lists by the shared list shape of spec §3 (rows,
 * totalRows, totalPages, page, offset) and errors by their code (spec §8). Where the spec gives a
 * payload it sends exactly that (chat without a clientId, checkout with `{ subscriberId }` also
 * for a ticket). Where it names a call but not its body (register, connect, add a lead) it sends
 * our contract's fields, as any client must; the one step the spec has no call for (taking an
 * event ticket) is marked. The organiser's side (organisation, group, event) is plain setup.
 */

type Session = { accessToken: string; refreshToken: string; deviceId: string };
/** The fields of spec §3 and §7 this client reads (a list row, a list, a single object). */
type Row = {
  _id: string;
  member: { _id: string };
  channel: string;
  unReadMessage: number;
};
type Data = Row &
  Session & {
    sessionId: string;
    url: string;
    rows: Row[];
    totalRows: number;
    totalPages: number;
    page: number;
    offset: number;
    profile: { _id: string };
    status: string;
    CONNECTED: number;
    granted: string[];
    userId: string;
    ticketId: string;
    preferences: string[];
  };
type Method = 'GET' | 'POST' | 'PUT';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Spec §7: version 1 of the API, the access token in the Authorization header on every call. */
function specClient(session?: Session) {
  return async (method: Method, path: string, body?: object) => {
    const res = await t.app.inject({
      method,
      url: `/api/v1${path}`,
      headers: session ? { authorization: `Bearer ${session.accessToken}` } : {},
      payload: body,
    });
    return { status: res.statusCode, body: res.json() as { data: Data; message?: string } };
  };
}

/** Success where the spec states no status (it does for posts: 201 created, 200 edited). */
const expectOk = (res: { status: number }) => expect(res.status).toBeOneOf([200, 201]);

/** Sign-up (spec: POST /auth/register), the e-mailed token, then the spec's login payload. */
async function signUpAndIn(firstName: string, lastName: string) {
  const anonymous = specClient();
  const email = uniqueEmail(firstName.toLowerCase());
  const registered = await anonymous('POST', '/auth/register', {
    email,
    password: PASSWORD,
    firstName,
    lastName,
    acceptTerms: true,
  });
  expectOk(registered);
  const token = await t.tokenFromMail(email, '/verify-email');
  expect((await anonymous('POST', '/auth/verify-email', { token })).status).toBe(200);

  const wrong = await anonymous('POST', '/auth/login', {
    email,
    password: 'not-the-password',
    isOrgOwner: false,
  });
  expect(['USER_NOT_FOUND', 'PASSWORD_INCORRECT']).toContain(wrong.body.message);
  const login = await anonymous('POST', '/auth/login', {
    email,
    password: PASSWORD,
    isOrgOwner: false,
  });
  expect(login.status).toBe(200);
  const session: Session = login.body.data;
  expect(session).toMatchObject({
    accessToken: expect.any(String),
    refreshToken: expect.any(String),
    deviceId: expect.any(String),
  });
  const call = specClient(session);
  const me = await call('GET', '/users/profile');
  expect(me.status).toBe(200);
  const id = me.body.data.profile._id as string;
  expect(id).toEqual(expect.any(String));
  return { call, id, email, lastName };
}

/** Spec §4 paging: ask page after page while page < totalPages; every row comes once. */
async function everyRow(
  call: ReturnType<typeof specClient>,
  path: string,
  offset: number,
): Promise<{ rows: Row[]; totalRows: number; pages: number }> {
  const rows: Row[] = [];
  let page = 1;
  let totalPages = 1;
  let totalRows = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const res = await call('GET', `${path}${separator}page=${page}&offset=${offset}`);
    expect(res.status).toBe(200);
    const list = res.body.data;
    expect(Object.keys(list)).toEqual(
      expect.arrayContaining(['rows', 'totalPages', 'totalRows', 'page', 'offset']),
    );
    expect([list.page, list.offset]).toEqual([page, offset]);
    rows.push(...list.rows);
    ({ totalPages, totalRows } = list);
    page += 1;
  } while (page <= totalPages);
  return { rows, totalRows, pages: page - 1 };
}

describe('spec client journey', () => {
  it('signs in, connects, passes a lead, posts, chats, buys a ticket and pages by totalPages', async () => {
    const surname = `Specson${Date.now().toString(36)}`;
    const ava = await signUpAndIn('Ava', surname);
    const ben = await signUpAndIn('Ben', surname);
    const cleo = await signUpAndIn('Cleo', surname);

    // Explore, paged by totalPages one member at a time: finds both others, never Ava herself.
    const explored = await everyRow(
      ava.call,
      `/connections/explore?textSearch=${encodeURIComponent(surname)}`,
      1,
    );
    expect(explored.totalRows).toBe(2);
    expect(explored.pages).toBe(2);
    expect(explored.rows.map((row) => row.member._id).sort()).toEqual([ben.id, cleo.id].sort());

    // Connect: Ava asks, Ben answers {connectionId, status}.
    const asked = await ava.call('POST', '/connections/request', { userId: ben.id });
    expectOk(asked);
    const again = await ava.call('POST', '/connections/request', { userId: ben.id });
    expect(again.body.message).toBe('ALREADY_SENT_REQUEST');
    const pending = await ben.call('GET', '/connections?status=REQUESTED');
    const request = pending.body.data.rows.find((row) => row.member._id === ava.id);
    expect(request).toBeDefined();
    const answered = await ben.call('POST', '/connections/response', {
      connectionId: request!._id,
      status: 'CONNECTED',
    });
    expectOk(answered);
    const tabs = (await ava.call('GET', '/connections/tabs')).body.data;
    expect(tabs.CONNECTED).toBe(1);
    const connected = await everyRow(ava.call, '/connections?status=CONNECTED', 10);
    expect(connected.rows.map((row) => row.member._id)).toEqual([ben.id]);

    // Pass a lead (the add-lead wizard's three steps in one body); Ben moves its pipeline status.
    const recipients = (await ava.call('GET', '/leads/connected')).body.data.rows;
    expect(recipients.map((member) => member._id)).toEqual([ben.id]);
    const passed = await ava.call('POST', '/leads', {
      receiverId: ben.id,
      leadTypeName: 'Referral',
      sourceOfLead: 'Met at the harbour breakfast',
      contact: { firstName: 'Dana', lastName: 'Client', email: uniqueEmail('dana') },
      estimatedValue: 1200,
      currency: 'GBP',
    });
    expectOk(passed);
    const leadId = passed.body.data._id as string;
    const incoming = await everyRow(ben.call, '/leads', 10);
    expect(incoming.rows.map((lead) => lead._id)).toContain(leadId);
    expect((await ben.call('GET', `/leads/${leadId}`)).body.data.status).toBe('NEW');
    const moved = await ben.call('PUT', `/leads/status/${leadId}`, { status: 'CONTACTED' });
    expectOk(moved);
    expect((await cleo.call('GET', `/leads/${leadId}`)).status).toBe(404);

    // Post (201), edit (200); then page the community feed by totalPages, one post a page.
    const posted: string[] = [];
    for (const content of ['First news', 'Second news', 'Third news']) {
      const created = await ava.call('POST', '/community-posts', { content });
      expect(created.status).toBe(201);
      posted.push(created.body.data._id);
    }
    const edited = await ava.call('PUT', `/community-posts/${posted[0]}`, {
      content: 'First news, edited',
    });
    expect(edited.status).toBe(200);
    const feed = await everyRow(cleo.call, '/community-posts', 1);
    expect(feed.pages).toBe(feed.totalRows);
    expect(feed.rows).toHaveLength(feed.totalRows);
    expect(feed.rows.map((post) => post._id)).toEqual(expect.arrayContaining(posted));
    expect(new Set(feed.rows.map((post) => post._id)).size).toBe(feed.totalRows);

    // Chat: get the direct channel of the two, send with exactly the spec's payload (no clientId).
    const grant = await ava.call('POST', '/chat/grant-token');
    expect(grant.status).toBe(200);
    expect(grant.body.data).toEqual(expect.any(String));
    const channel = (await ava.call('POST', '/chat/get-channel', { users: [ava.id, ben.id] })).body
      .data.channel as string;
    expect(channel).toEqual(expect.any(String));
    const access = await ben.call('POST', '/chat/access-manager-channels', { channels: [channel] });
    expect(access.body.data.granted).toEqual([channel]);
    const sent = await ava.call('POST', '/chat/send-message', {
      content: 'Thanks for connecting, Ben',
      userId: ava.id,
      messageType: 'text',
      timeToken: String(Date.now() * 10_000),
      channel,
      usersOnlineChannel: `${channel}.channel_user_online`,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ channel, userId: ava.id, messageType: 'text' });
    const tooLong = await ava.call('POST', '/chat/send-message', {
      content: 'x'.repeat(1001),
      userId: ava.id,
      messageType: 'text',
      timeToken: String(Date.now() * 10_000),
      channel,
      usersOnlineChannel: `${channel}.channel_user_online`,
    });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('Message length 1000 characters maximum');
    const bensChannels = (
      await ben.call('GET', '/chat/channel-time-token?page=1&offset=10&type=single&getUnread=true')
    ).body.data;
    const withAva = bensChannels.rows.find((row) => row.channel === channel);
    expect(withAva?.unReadMessage).toBe(1);
    expect(bensChannels.totalPages).toBe(1);

    // Buy a ticket: the organiser's event; Ava takes a ticket and pays it on the test checkout
    // with the spec's {subscriberId} payload, then sets her food preferences on it.
    const organiser = await signedInMember(t);
    const org = await createOrganization(t.database.db, {
      name: 'Spec Guild',
      ownerId: organiser.user._id,
    });
    const group = await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Spec Circle',
    });
    const event = await memberApi(t)(organiser, 'POST', '/events', {
      groupId: group.id,
      title: 'Harbour breakfast',
      startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      price: 15,
      currency: 'GBP',
    });
    expect(event.statusCode).toBe(201);
    // The spec shows no call that takes a ticket (its event-ticket page is "not shown").
    const taken = await ava.call('POST', `/events/${event.json().data._id}/tickets`);
    expectOk(taken);
    const ticketId = taken.body.data.ticketId as string;
    const checkout = await ava.call('POST', '/payment/checkout-session', {
      subscriberId: ticketId,
    });
    expect(checkout.status).toBe(200);
    const { sessionId, url } = checkout.body.data;
    expect(url).toContain(sessionId);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/payment/test-checkout/${sessionId}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect((await ava.call('GET', `/events/tickets/${ticketId}`)).body.data.status).toBe('paid');
    const twice = await ava.call('POST', '/payment/checkout-session', { subscriberId: ticketId });
    expect(twice.body.message).toBe('ALREADY_PAID');
    const preferences = await ava.call('PUT', `/events/tickets/${ticketId}/preferences`, {
      preferences: ['vegan', 'nutAllergy'],
    });
    expect(preferences.status).toBe(200);
    expect(preferences.body.data.preferences).toEqual(['vegan', 'nutAllergy']);
    const unknown = await ava.call('POST', '/payment/checkout-session', {
      subscriberId: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'NOT_FOUND']);
  });
});
