import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { createNetworkGroup, createOrganization } from '../../seed/group-setup.js';
import { pushNetwork } from './web-push.js';
import { profiles } from '../profile/profile.tables.js';
import { NOTIFICATION_COUNT_EVENT, type NotificationCounts } from '@nethub/contract';
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

const counts = async (member: Member): Promise<NotificationCounts> =>
  (await api(member, 'GET', '/notification/count-notification')).json().data;

describe('notifications from other features', () => {
  it('tells the recipient of a connection request, by notification and e-mail', async () => {
    const [ann, bob] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await api(ann, 'POST', '/connections/request', { userId: bob.user._id });
    const list = (await api(bob, 'GET', '/notification')).json().data;
    expect(list.rows).toMatchObject([
      {
        type: 'CONNECTION_REQUEST',
        message: 'Test Member would like to connect with you',
        link: '/connections',
        actor: { _id: ann.user._id, firstName: 'Test' },
        group: null,
        readAt: null,
      },
    ]);
    expect(await counts(bob)).toEqual({
      countNotification: 1,
      countUnreadNotification: 1,
      countGroupNotification: 0,
      countUnreadGroupNotification: 0,
    });
    const mail = await t.lastMailTo(bob.email);
    expect(mail?.subject).toBe('Test Member would like to connect with you');
    expect(mail?.text).toContain('http://nethub.test/connections');
  });

  it('shows the asker’s photo and where the request stands, answered in the list', async () => {
    const [ann, bob] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await t.database.db
      .insert(profiles)
      .values({ userId: ann.user._id, avatarUrl: `avatars/${ann.user._id}.png` })
      .onConflictDoUpdate({
        target: profiles.userId,
        set: { avatarUrl: `avatars/${ann.user._id}.png` },
      });
    const connectionId = (
      await api(ann, 'POST', '/connections/request', { userId: bob.user._id })
    ).json().data._id;
    const [asked] = (await api(bob, 'GET', '/notification')).json().data.rows;
    expect(asked.actor.avatarUrl).toContain('/api/v1/files/download?');
    expect(asked.request).toEqual({ relationship: 'request_received', connectionId });

    await api(bob, 'POST', '/connections/response', { connectionId, status: 'CONNECTED' });
    const [answered] = (await api(bob, 'GET', '/notification?scope=all')).json().data.rows;
    expect(answered.request).toEqual({ relationship: 'connected', connectionId });
    // Other kinds carry no request; an actor without a photo has none.
    const [accepted] = (await api(ann, 'GET', '/notification')).json().data.rows;
    expect(accepted).toMatchObject({
      type: 'CONNECTION_ACCEPTED',
      request: null,
      actor: { _id: bob.user._id, avatarUrl: null },
    });
  });

  it('honours a member’s settings: a switched-off kind is not written', async () => {
    const [ann, bob] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await api(bob, 'POST', '/users/notification-config', {
      config: { CONNECTION_REQUESTS: false },
    });
    await api(ann, 'POST', '/connections/request', { userId: bob.user._id });
    expect((await counts(bob)).countNotification).toBe(0);
    // Accepting is still announced to the requester, whose setting is on.
    const [request] = (await api(bob, 'GET', '/connections?status=REQUESTED')).json().data.rows;
    await api(bob, 'POST', '/connections/response', {
      connectionId: request._id,
      status: 'CONNECTED',
    });
    const [accepted] = (await api(ann, 'GET', '/notification')).json().data.rows;
    expect(accepted).toMatchObject({
      type: 'CONNECTION_ACCEPTED',
      link: `/profile/${bob.user._id}`,
    });
  });

  it('tells the receiver of a lead and the giver of a converted one', async () => {
    const [giver, receiver] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await connectMembers(t, giver, receiver);
    const lead = await api(giver, 'POST', '/leads', {
      receiverId: receiver.user._id,
      leadTypeName: 'Bookkeeping',
      sourceOfLead: 'Met at an event',
      contact: { firstName: 'Jo', lastName: 'Bloggs', email: 'jo@example.com' },
      estimatedValue: 1200,
      currency: 'GBP',
    });
    const leadId = lead.json().data._id;
    const [received] = (await api(receiver, 'GET', '/notification')).json().data.rows;
    expect(received).toMatchObject({ type: 'LEAD_RECEIVED', link: `/leads/${leadId}` });
    await api(receiver, 'PUT', `/leads/status/${leadId}`, { status: 'CONVERTED' });
    const [converted] = (await api(giver, 'GET', '/notification')).json().data.rows;
    expect(converted).toMatchObject({ type: 'LEAD_CONVERTED', link: `/leads/${leadId}` });
  });
});

describe('reading', () => {
  it('marks one read, then all, and never touches another member’s', async () => {
    const [ann, bob, cat] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    await api(ann, 'POST', '/connections/request', { userId: cat.user._id });
    await api(bob, 'POST', '/connections/request', { userId: cat.user._id });
    const rows = (await api(cat, 'GET', '/notification')).json().data.rows;
    expect(rows).toHaveLength(2);
    expect(
      (await api(ann, 'POST', `/notification/read-notification/${rows[0]._id}`)).statusCode,
    ).toBe(404);
    const afterOne = await api(cat, 'POST', `/notification/read-notification/${rows[0]._id}`);
    expect(afterOne.json().data).toMatchObject({
      countNotification: 2,
      countUnreadNotification: 1,
    });
    expect((await api(cat, 'GET', '/notification?unread=true')).json().data.rows).toHaveLength(1);
    const afterAll = await api(cat, 'POST', '/notification/read-all-notification', {});
    expect(afterAll.json().data).toMatchObject({
      countNotification: 2,
      countUnreadNotification: 0,
    });
    const read = (await api(cat, 'GET', '/notification')).json().data.rows;
    expect(read.every((row: { readAt: string | null }) => row.readAt !== null)).toBe(true);
  });

  it('pages twenty by default', async () => {
    const member = await signedInMember(t);
    const list = (await api(member, 'GET', '/notification')).json().data;
    expect(list).toMatchObject({ rows: [], totalRows: 0, page: 1, offset: 20 });
  });
});

describe('live counts over the socket', () => {
  const sockets: Socket[] = [];
  let url: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => sockets.forEach((socket) => socket.disconnect()));

  const open = (token: string) => {
    const socket = connectSocket(url, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    sockets.push(socket);
    return socket;
  };

  it('refuses a socket without a valid token', async () => {
    const socket = open('not-a-token');
    const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
    expect(error.message).toBe('UNAUTHORIZED');
  });

  it('pushes counts to every member a fan-out reaches (a post in their group)', async () => {
    const [owner, ann, bob] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    const org = await createOrganization(t.database.db, { name: 'Org', ownerId: owner.user._id });
    const group = await createNetworkGroup(t.database.db, {
      organizationId: org.id,
      name: 'Circle',
    });
    for (const member of [ann, bob]) {
      await api(member, 'POST', `/network-directory/${group.id}/request-to-join`, {});
      await api(owner, 'POST', `/network-directory/${group.id}/requests/${member.user._id}`, {
        decision: 'approve',
      });
    }
    const tabs = [open(owner.accessToken), open(bob.accessToken)];
    await Promise.all(
      tabs.map((tab) => new Promise<void>((resolve) => tab.on('connect', () => resolve()))),
    );
    const pushed = tabs.map(
      (tab) =>
        new Promise<NotificationCounts>((resolve) => tab.on(NOTIFICATION_COUNT_EVENT, resolve)),
    );
    await api(ann, 'POST', '/community-posts', {
      content: 'Hello circle',
      networkDirectoryId: group.id,
    });
    for (const counts of await Promise.all(pushed))
      expect(counts).toMatchObject({ countUnreadGroupNotification: expect.any(Number) });
    expect((await Promise.all(pushed))[1]!.countUnreadGroupNotification).toBe(2);
  });

  it('pushes the new counts to every open tab of the member', async () => {
    const [ann, bob] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const tabs = [open(bob.accessToken), open(bob.accessToken)];
    await Promise.all(
      tabs.map((tab) => new Promise<void>((resolve) => tab.on('connect', () => resolve()))),
    );
    const pushed = tabs.map(
      (tab) =>
        new Promise<NotificationCounts>((resolve) => tab.on(NOTIFICATION_COUNT_EVENT, resolve)),
    );
    await api(ann, 'POST', '/connections/request', { userId: bob.user._id });
    for (const counts of await Promise.all(pushed))
      expect(counts).toMatchObject({ countNotification: 1, countUnreadNotification: 1 });
  });
});

/** Two instances on one database and one Redis: a push made by one reaches a socket on the other. */
describe.runIf(process.env.REDIS_URL)('live counts across instances (Redis)', () => {
  it('reaches a member connected to the other instance', async () => {
    const redisUrl = process.env.REDIS_URL!;
    const first = await createTestApp({ redisUrl });
    const second = await buildApp({
      config: { ...first.config, redisUrl },
      database: first.database,
      mailTransport: { kind: 'outbox', deliver: async () => {}, close: async () => {} },
    });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const port = (second.server.address() as AddressInfo).port;
      const [ann, bob] = await Promise.all([signedInMember(first), signedInMember(first)]);
      const socket = connectSocket(`http://127.0.0.1:${port}`, {
        auth: { token: bob.accessToken },
        transports: ['websocket'],
        reconnection: false,
      });
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      const pushed = new Promise<NotificationCounts>((resolve) =>
        socket.on(NOTIFICATION_COUNT_EVENT, resolve),
      );
      await memberApi(first)(ann, 'POST', '/connections/request', { userId: bob.user._id });
      expect(await pushed).toMatchObject({ countUnreadNotification: 1 });
      socket.disconnect();
    } finally {
      await second.close();
      await first.close();
    }
  });
});

describe('Web Push (VAPID keys set)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('pushes to a subscribed browser, and forgets a subscription the push service says is gone', async () => {
    const received: Array<{ url: string; headers: IncomingHttpHeaders }> = [];
    let answer = 201;
    const pushService = createServer((request, response) => {
      received.push({ url: request.url ?? '', headers: request.headers });
      request.resume();
      request.on('end', () => response.writeHead(answer).end());
    });
    await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
    const port = (pushService.address() as AddressInfo).port;
    // The push service's public host resolves to a public address; the request itself is
    // delivered to the local stand-in (the pinned https connection has its own test).
    const resolved = vi
      .spyOn(pushNetwork, 'resolve')
      .mockResolvedValue([{ address: '142.250.74.106', family: 4 }]);
    vi.spyOn(pushNetwork, 'post').mockImplementation(async (endpoint, _address, request) => {
      const response = await fetch(`http://127.0.0.1:${port}${endpoint.pathname}`, {
        method: request.method,
        headers: request.headers,
        body: request.body,
      });
      return response.status;
    });
    const push = await createTestApp({
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@nethub.test' },
    });
    try {
      const pushApi = memberApi(push);
      const [ann, bob] = await Promise.all([signedInMember(push), signedInMember(push)]);
      const subscription = browserSubscription('https://push.nethub.example/push/bob');
      await pushApi(bob, 'PUT', '/users/update-device-token', { deviceToken: subscription });
      const devices = (await pushApi(bob, 'GET', '/users/device-auth-token')).json().data;
      expect(devices).toMatchObject({ pushEnabled: true, tokens: [{ deviceToken: subscription }] });
      expect(devices.vapidPublicKey).toEqual(expect.any(String));

      await pushApi(ann, 'POST', '/connections/request', { userId: bob.user._id });
      await expect.poll(() => received.length).toBe(1);
      expect(resolved).toHaveBeenCalledWith('push.nethub.example');
      expect(received[0]!.url).toBe('/push/bob');
      expect(received[0]!.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
      expect(received[0]!.headers['content-encoding']).toBe('aes128gcm');

      answer = 410;
      const cat = await signedInMember(push);
      await pushApi(cat, 'POST', '/connections/request', { userId: bob.user._id });
      await expect
        .poll(
          async () => (await pushApi(bob, 'GET', '/users/device-auth-token')).json().data.tokens,
        )
        .toEqual([]);
    } finally {
      await push.close();
      pushService.close();
    }
  });

  it('drops, without posting, a subscription whose host resolves to a private address', async () => {
    vi.spyOn(pushNetwork, 'resolve').mockResolvedValue([{ address: '10.0.0.7', family: 4 }]);
    const post = vi.spyOn(pushNetwork, 'post').mockResolvedValue(201);
    const push = await createTestApp({
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@nethub.test' },
    });
    try {
      const pushApi = memberApi(push);
      const [ann, bob] = await Promise.all([signedInMember(push), signedInMember(push)]);
      // A public name at registration that later answers with an internal address (rebinding).
      const subscription = browserSubscription('https://rebind.nethub.example/push/bob');
      expect(
        (await pushApi(bob, 'PUT', '/users/update-device-token', { deviceToken: subscription }))
          .statusCode,
      ).toBe(200);

      await pushApi(ann, 'POST', '/connections/request', { userId: bob.user._id });
      await expect
        .poll(
          async () => (await pushApi(bob, 'GET', '/users/device-auth-token')).json().data.tokens,
        )
        .toEqual([]);
      expect(post).not.toHaveBeenCalled();
    } finally {
      await push.close();
    }
  });
});

function browserSubscription(endpoint: string) {
  const browserKey = createECDH('prime256v1');
  browserKey.generateKeys();
  return JSON.stringify({
    endpoint,
    keys: {
      p256dh: browserKey.getPublicKey('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  });
}
