import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import {
  createTestApp,
  PASSWORD,
  signedInMember,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { users } from '../users/users.tables.js';
import { createAuthRepository } from './auth.repository.js';

/** ADR 012: an ended session's access tokens and sockets stop within seconds. */
const CACHE_MS = 100;
const RECHECK_MS = 150;

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp({ sessionCacheMs: CACHE_MS, sessionRecheckMs: RECHECK_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await t?.close();
});

const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/check-session', headers: bearer(accessToken) });
const post = (path: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${path}`, payload, headers });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A second (third...) session of the same member, as from another device. */
async function anotherSession(member: Member, userAgent?: string) {
  const res = await post(
    '/auth/login',
    { email: member.email, password: member.password },
    userAgent ? { 'user-agent': userAgent } : {},
  );
  expect(res.statusCode).toBe(200);
  return res.json().data as { accessToken: string; refreshToken: string };
}

async function openSocket(accessToken: string) {
  const socket = connectSocket(url, { auth: { token: accessToken }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => {
    if (!socket.connected) resolve('already');
    socket.on('disconnect', (reason) => resolve(reason));
  });

describe('sessions that end', () => {
  it('logout: the same access token answers 401, and its socket is disconnected', async () => {
    const ann = await signedInMember(t);
    expect((await me(ann.accessToken)).statusCode).toBe(200);
    const socket = await openSocket(ann.accessToken);
    const gone = disconnected(socket);
    expect((await post('/auth/logout', { refreshToken: ann.refreshToken })).statusCode).toBe(200);
    expect((await me(ann.accessToken)).statusCode).toBe(401);
    expect(await gone).toBe('io server disconnect');
    // A new socket with the ended session's token is refused.
    await expect(openSocket(ann.accessToken)).rejects.toThrow('UNAUTHORIZED');
  });

  it('a session ended elsewhere (another instance) is refused here within the cache time', async () => {
    const ann = await signedInMember(t);
    expect((await me(ann.accessToken)).statusCode).toBe(200);
    const [family] = await createAuthRepository(t.database.db).revokeAllForUser(ann.user._id);
    expect(family).toBeDefined();
    await sleep(CACHE_MS + 50);
    expect((await me(ann.accessToken)).statusCode).toBe(401);
  });

  it('password change: the other sessions end, this one goes on', async () => {
    const ann = await signedInMember(t);
    const other = await anotherSession(ann);
    const otherSocket = await openSocket(other.accessToken);
    const gone = disconnected(otherSocket);
    const res = await post(
      '/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Another-horse-7' },
      ann.headers,
    );
    expect(res.statusCode).toBe(200);
    expect((await me(other.accessToken)).statusCode).toBe(401);
    expect((await me(ann.accessToken)).statusCode).toBe(200);
    await gone;
  });

  it('password reset: every session ends', async () => {
    const ann = await signedInMember(t);
    const other = await anotherSession(ann);
    await post('/auth/forgot-password', { email: ann.email });
    const token = await t.tokenFromMail(ann.email, '/reset-password');
    const res = await post('/auth/reset-password', { token, newPassword: 'Reset-horse-42' });
    expect(res.statusCode).toBe(200);
    expect((await me(ann.accessToken)).statusCode).toBe(401);
    expect((await me(other.accessToken)).statusCode).toBe(401);
  });

  it('suspension: the member is refused everywhere and their socket is disconnected', async () => {
    const ann = await signedInMember(t);
    const socket = await openSocket(ann.accessToken);
    const gone = disconnected(socket);
    expect((await me(ann.accessToken)).statusCode).toBe(200);
    await t.database.db
      .update(users)
      .set({ status: 'suspended' })
      .where(eq(users.id, ann.user._id));
    await sleep(CACHE_MS + 50);
    expect((await me(ann.accessToken)).statusCode).toBe(401);
    // The periodic re-check finds the socket's session gone.
    expect(await gone).toBe('io server disconnect');
  });

  it('suspension through the service: signed out at once, refresh refused', async () => {
    const ann = await signedInMember(t);
    const socket = await openSocket(ann.accessToken);
    const gone = disconnected(socket);
    await t.app.services.auth.suspend(ann.user._id);
    expect((await me(ann.accessToken)).statusCode).toBe(401);
    expect(await gone).toBe('io server disconnect');
    const refresh = await post('/auth/token/refresh', { refreshToken: ann.refreshToken });
    expect(refresh.statusCode).toBe(401);
  });

  it('revoke-others: the other sessions and their sockets end; this one stays', async () => {
    const ann = await signedInMember(t);
    const second = await anotherSession(ann);
    const third = await anotherSession(ann);
    const mine = await openSocket(ann.accessToken);
    const theirs = [await openSocket(second.accessToken), await openSocket(third.accessToken)];
    const gone = Promise.all(theirs.map(disconnected));

    const res = await post('/auth/sessions/revoke-others', undefined, ann.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { revoked: 2 } });
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect((await me(third.accessToken)).statusCode).toBe(401);
    expect((await me(ann.accessToken)).statusCode).toBe(200);
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    // The refresh tokens of the ended sessions are dead too.
    const refresh = await post('/auth/token/refresh', { refreshToken: second.refreshToken });
    expect(refresh.statusCode).toBe(401);
    // This member's own socket outlives a re-check.
    await sleep(RECHECK_MS * 2);
    expect(mine.connected).toBe(true);
  });

  it('revoke-others needs a signed-in member', async () => {
    expect((await post('/auth/sessions/revoke-others')).statusCode).toBe(401);
  });

  it('lists where a member is signed in: this session first, each browser and system', async () => {
    const ann = await signedInMember(t);
    const phone = await anotherSession(ann, IPHONE_SAFARI);
    await anotherSession(ann, WINDOWS_CHROME);
    // Another member's sessions never show.
    await signedInMember(t);

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/sessions',
      headers: bearer(phone.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data as Array<Record<string, unknown>>;
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Safari 17',
      os: 'iOS',
      device: 'mobile',
    });
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Chrome 131', os: 'Windows', device: 'desktop' }),
    );
    for (const session of sessions) {
      expect(Date.parse(String(session.lastSeenAt))).toBeGreaterThanOrEqual(
        Date.parse(String(session.signedInAt)),
      );
    }
  });

  it('a refresh keeps one session, seen later, from the browser it refreshed from', async () => {
    const ann = await signedInMember(t);
    const list = async (token: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers: bearer(token) })
      ).json().data as Array<{ _id: string; browser: string | null; lastSeenAt: string }>;
    const [before] = await list(ann.accessToken);
    await sleep(20);
    const refreshed = await post(
      '/auth/token/refresh',
      { refreshToken: ann.refreshToken },
      { 'user-agent': WINDOWS_CHROME },
    );
    const after = await list(refreshed.json().data.accessToken);
    expect(after).toHaveLength(1);
    expect(after[0]!._id).toBe(before!._id);
    expect(after[0]!.browser).toBe('Chrome 131');
    expect(Date.parse(after[0]!.lastSeenAt)).toBeGreaterThan(Date.parse(before!.lastSeenAt));
  });

  it('signs one other session out at once, its socket too; never another member’s', async () => {
    const ann = await signedInMember(t);
    const second = await anotherSession(ann);
    const socket = await openSocket(second.accessToken);
    const gone = disconnected(socket);
    const sessions = (
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/auth/sessions',
        headers: bearer(ann.accessToken),
      })
    ).json().data as Array<{ _id: string; current: boolean }>;
    const other = sessions.find((session) => !session.current)!;

    const ben = await signedInMember(t);
    const stolen = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${other._id}`,
      headers: bearer(ben.accessToken),
    });
    expect(stolen.statusCode).toBe(404);
    expect((await me(second.accessToken)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${other._id}`,
      headers: bearer(ann.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect((await me(second.accessToken)).statusCode).toBe(401);
    expect(await gone).toBe('io server disconnect');
    expect((await me(ann.accessToken)).statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${other._id}`,
      headers: bearer(ann.accessToken),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe.runIf(process.env.REDIS_URL)('two instances (Redis)', () => {
  it('a session ended on one instance is refused on the other at once, whatever it cached', async () => {
    const redisUrl = process.env.REDIS_URL!;
    // A minute's cache on both: only being told can make the second refuse in time.
    const first = await createTestApp({ redisUrl, sessionCacheMs: 60_000 });
    const second = await buildApp({
      config: { ...first.config, redisUrl },
      database: first.database,
      mailTransport: { kind: 'outbox', deliver: async () => {}, close: async () => {} },
    });
    try {
      const ann = await signedInMember(first);
      const onSecond = async () =>
        (
          await second.inject({
            method: 'GET',
            url: '/api/v1/auth/check-session',
            headers: bearer(ann.accessToken),
          })
        ).statusCode;
      expect(await onSecond()).toBe(200);
      const logout = await first.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        payload: { refreshToken: ann.refreshToken },
      });
      expect(logout.statusCode).toBe(200);
      const started = Date.now();
      while ((await onSecond()) !== 401 && Date.now() - started < 2_000) await sleep(20);
      expect(await onSecond()).toBe(401);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
