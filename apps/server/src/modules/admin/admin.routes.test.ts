import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createPasswordHasher } from '../../lib/secrets.js';
import {
  createTestApp,
  PASSWORD,
  signedInMember,
  uniqueEmail,
  type Member,
  type TestApp,
} from '../../../test/helpers.js';
import { makePlatformAdmin } from './admin.service.js';

/** ADR 023: platform administrators suspend, restore and bring organisations in; all audited. */
let t: TestApp;
let url: string;
let admin: Member;
const sockets: Socket[] = [];

beforeAll(async () => {
  // The default session cache and re-check (5 s, 30 s): a suspended member's socket must go
  // because suspension drops it, not because the periodic re-check found it.
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signedInMember(t);
  await makePlatformAdmin(t.database.db, { email: admin.email }, createPasswordHasher('minimum'));
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await t?.close();
});

const call = (who: Member | undefined, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${path}`,
    headers: who ? who.headers : {},
    payload,
  });

async function openSocket(base: string, accessToken: string) {
  const socket = connectSocket(base, { auth: { token: accessToken }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}
/** Resolves with the reason once the socket is dropped; fails past `withinMs`. */
const disconnected = (socket: Socket, withinMs: number) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`still connected after ${withinMs} ms`)),
      withinMs,
    );
    socket.on('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

const auditRows = async () => (await call(admin, 'GET', '/admin/audit-log?offset=100')).json().data;

describe('who may administer', () => {
  it('a member is refused every admin call with 403; signed out, 401', async () => {
    const member = await signedInMember(t);
    const other = await signedInMember(t);
    expect((await call(member, 'GET', '/admin/access')).json().data).toEqual({ isAdmin: false });
    expect((await call(admin, 'GET', '/admin/access')).json().data).toEqual({ isAdmin: true });
    const calls: Array<[method: 'GET' | 'POST', path: string, payload?: object]> = [
      ['GET', '/admin/accounts'],
      ['POST', `/admin/accounts/${other.user._id}/suspend`],
      ['POST', `/admin/accounts/${other.user._id}/restore`],
      ['GET', '/admin/organizations'],
      [
        'POST',
        '/admin/organizations',
        { name: 'Sneaky Ltd', owner: { email: uniqueEmail(), firstName: 'S', lastName: 'N' } },
      ],
      ['GET', '/admin/audit-log'],
    ];
    for (const [method, path, payload] of calls) {
      const res = await call(member, method, path, payload);
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message).toBe('FORBIDDEN');
      expect((await call(undefined, method, path, payload)).statusCode).toBe(401);
    }
    // Nothing happened: the other member still signs in, and no organisation was made.
    expect((await call(other, 'GET', '/auth/check-session')).statusCode).toBe(200);
    const orgs = (await call(admin, 'GET', '/admin/organizations?textSearch=Sneaky')).json().data;
    expect(orgs.totalRows).toBe(0);
  });

  it('the command makes an existing account an administrator, or creates one with a password', async () => {
    const hasher = createPasswordHasher('minimum');
    const member = await signedInMember(t);
    expect(await makePlatformAdmin(t.database.db, { email: member.email }, hasher)).toEqual({
      created: false,
      added: true,
    });
    expect(await makePlatformAdmin(t.database.db, { email: member.email }, hasher)).toEqual({
      created: false,
      added: false,
    });
    await expect(
      makePlatformAdmin(t.database.db, { email: uniqueEmail('nobody') }, hasher),
    ).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
    const email = uniqueEmail('root');
    expect(
      await makePlatformAdmin(t.database.db, { email, password: 'Root-horse-77' }, hasher),
    ).toEqual({ created: true, added: true });
    const login = await call(undefined, 'POST', '/auth/login', {
      email,
      password: 'Root-horse-77',
    });
    expect(login.statusCode).toBe(200);
    const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
    const access = await t.app.inject({ url: '/api/v1/admin/access', headers });
    expect(access.json().data).toEqual({ isAdmin: true });
  });
});

describe('accounts', () => {
  it('searches members and owners by name or e-mail, paged', async () => {
    const tag = `zed${Date.now().toString(36)}`;
    for (let i = 0; i < 3; i += 1) await signedInMember(t, { email: `${tag}.${i}@example.com` });
    const first = (await call(admin, 'GET', `/admin/accounts?textSearch=${tag}&offset=2`)).json()
      .data;
    expect(first).toMatchObject({ totalRows: 3, totalPages: 2, page: 1, offset: 2 });
    expect(first.rows).toHaveLength(2);
    const second = (
      await call(admin, 'GET', `/admin/accounts?textSearch=${tag}&offset=2&page=2`)
    ).json().data;
    expect(second.rows).toHaveLength(1);
    const emails = [...first.rows, ...second.rows].map((row: { email: string }) => row.email);
    expect(new Set(emails).size).toBe(3);
    // By name too; a wildcard typed is taken literally.
    const byName = (await call(admin, 'GET', '/admin/accounts?textSearch=Test%20Memb')).json().data;
    expect(byName.totalRows).toBeGreaterThanOrEqual(4);
    const literal = (await call(admin, 'GET', '/admin/accounts?textSearch=%25')).json().data;
    expect(literal.totalRows).toBe(0);
  });

  it('suspension ends a signed-in session at once: socket dropped, refresh refused, sign-in says suspended', async () => {
    const member = await signedInMember(t);
    const socket = await openSocket(url, member.accessToken);
    const gone = disconnected(socket, 3_000);
    const before = (await auditRows()).totalRows;

    const res = await call(admin, 'POST', `/admin/accounts/${member.user._id}/suspend`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ _id: member.user._id, status: 'suspended' });
    expect(await gone).toBe('io server disconnect');
    expect((await call(member, 'GET', '/auth/check-session')).statusCode).toBe(401);
    const refresh = await call(undefined, 'POST', '/auth/token/refresh', {
      refreshToken: member.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    const login = await call(undefined, 'POST', '/auth/login', {
      email: member.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('ACCOUNT_SUSPENDED');
    // A new socket is refused too.
    await expect(openSocket(url, member.accessToken)).rejects.toThrow();

    const log = await auditRows();
    expect(log.totalRows).toBe(before + 1);
    expect(log.rows[0]).toMatchObject({
      action: 'account.suspend',
      targetKind: 'account',
      targetId: member.user._id,
      targetLabel: member.email,
      admin: { _id: admin.user._id, email: admin.email },
    });

    // Suspending again changes nothing and writes nothing.
    expect(
      (await call(admin, 'POST', `/admin/accounts/${member.user._id}/suspend`)).statusCode,
    ).toBe(200);
    expect((await auditRows()).totalRows).toBe(before + 1);

    const restored = await call(admin, 'POST', `/admin/accounts/${member.user._id}/restore`);
    expect(restored.json().data).toMatchObject({ status: 'active' });
    const again = await call(undefined, 'POST', '/auth/login', {
      email: member.email,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(200);
    const after = await auditRows();
    expect(after.totalRows).toBe(before + 2);
    expect(after.rows[0]).toMatchObject({ action: 'account.restore', targetId: member.user._id });
  });

  it('an administrator cannot suspend themselves; a missing account is a 404', async () => {
    const self = await call(admin, 'POST', `/admin/accounts/${admin.user._id}/suspend`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('ADMIN_SELF_ACTION');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(admin, 'POST', `/admin/accounts/${missing}/suspend`)).statusCode).toBe(404);
    expect((await call(admin, 'POST', `/admin/accounts/${missing}/restore`)).statusCode).toBe(404);
  });

  it('the audit row is written in the action’s transaction: no row, no suspension', async () => {
    const member = await signedInMember(t);
    const before = (await auditRows()).totalRows;
    // The audit insert fails (its table is briefly away): the suspension must not stand alone.
    await t.database.db.execute(sql`alter table admin_audit_log rename to admin_audit_log_away`);
    let res;
    try {
      res = await call(admin, 'POST', `/admin/accounts/${member.user._id}/suspend`);
    } finally {
      await t.database.db.execute(sql`alter table admin_audit_log_away rename to admin_audit_log`);
    }
    expect(res.statusCode).toBe(500);
    expect((await call(member, 'GET', '/auth/check-session')).statusCode).toBe(200);
    const refresh = await call(undefined, 'POST', '/auth/token/refresh', {
      refreshToken: member.refreshToken,
    });
    expect(refresh.statusCode).toBe(200);
    const account = (
      await call(admin, 'GET', `/admin/accounts?textSearch=${encodeURIComponent(member.email)}`)
    ).json().data.rows[0];
    expect(account.status).toBe('active');
    expect((await auditRows()).totalRows).toBe(before);
  });
});

describe('organisations', () => {
  it('creates an organisation and invites its owner, who sets a password and runs it', async () => {
    const email = uniqueEmail('owner');
    const res = await call(admin, 'POST', '/admin/organizations', {
      name: '  Harbour Traders  ',
      owner: { email, firstName: 'Hana', lastName: 'Lee' },
    });
    expect(res.statusCode).toBe(201);
    const org = res.json().data;
    expect(org).toMatchObject({
      name: 'Harbour Traders',
      invited: true,
      owner: { email, status: 'inactive' },
    });
    // The invitation went out (a durable job of the same transaction) and sets a password.
    expect((await t.lastMailTo(email))?.subject).toBe(
      'You have been invited to run Harbour Traders on Net Hub',
    );
    const token = await t.tokenFromMail(email, '/complete-registration');
    const done = await call(undefined, 'POST', '/auth/complete-invite', {
      token,
      password: 'Harbour-horse-5',
    });
    expect(done.statusCode).toBe(200);
    const session = done.json().data;
    expect(session.user).toMatchObject({ email, isOrgOwner: true, status: 'active' });
    const mine = await t.app.inject({
      url: '/api/v1/organization/mine',
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    expect(mine.json().data.rows.map((o: { _id: string }) => o._id)).toEqual([org._id]);
    const login = await call(undefined, 'POST', '/auth/login', {
      email,
      password: 'Harbour-horse-5',
      isOrgOwner: true,
    });
    expect(login.statusCode).toBe(200);

    const list = (await call(admin, 'GET', '/admin/organizations?textSearch=Harbour')).json().data;
    expect(list.rows).toEqual([
      expect.objectContaining({ _id: org._id, owner: expect.objectContaining({ email }) }),
    ]);
    const log = await auditRows();
    expect(log.rows[0]).toMatchObject({
      action: 'organization.create',
      targetKind: 'organization',
      targetId: org._id,
      targetLabel: 'Harbour Traders',
    });
  });

  it("refuses a member's account as an owner (409) and makes nothing", async () => {
    const member = await signedInMember(t);
    const before = (await auditRows()).totalRows;
    const res = await call(admin, 'POST', '/admin/organizations', {
      name: 'Taken Ltd',
      owner: { email: member.email, firstName: 'T', lastName: 'M' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('USER_EXISTED');
    expect(
      (await call(admin, 'GET', '/admin/organizations?textSearch=Taken')).json().data.totalRows,
    ).toBe(0);
    expect((await auditRows()).totalRows).toBe(before);
    const badInput = await call(admin, 'POST', '/admin/organizations', { name: '', owner: {} });
    expect(badInput.statusCode).toBe(400);
  });
});

/** Two instances, one database, one Redis: a socket on the other instance is dropped too. */
describe.runIf(process.env.REDIS_URL)('two instances (Redis)', () => {
  it('suspension through one instance drops the member’s socket on the other within seconds', async () => {
    const redisUrl = process.env.REDIS_URL!;
    const first = await createTestApp({ redisUrl });
    const second = await buildApp({
      config: { ...first.config, redisUrl },
      database: first.database,
      mailTransport: { kind: 'outbox', deliver: async () => {}, close: async () => {} },
    });
    try {
      await second.listen({ port: 0, host: '127.0.0.1' });
      const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
      const [boss, member] = await Promise.all([signedInMember(first), signedInMember(first)]);
      await makePlatformAdmin(
        first.database.db,
        { email: boss.email },
        createPasswordHasher('minimum'),
      );
      const socket = await openSocket(secondUrl, member.accessToken);
      const gone = disconnected(socket, 3_000);
      const res = await first.app.inject({
        method: 'POST',
        url: `/api/v1/admin/accounts/${member.user._id}/suspend`,
        headers: boss.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(await gone).toBe('io server disconnect');
    } finally {
      await second.close();
      await first.close();
    }
  });
});
