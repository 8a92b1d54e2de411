import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openPglite, openPostgres, type Database } from '../src/db/client.js';
import { listOutbox, type MailTransport } from '../src/modules/mail/mailer.js';

/** A fresh database for one test file: a PGlite snapshot, or a copy of the PostgreSQL template. */
export async function createTestDatabase(): Promise<Database> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    const snapshot = readFileSync(inject('pgliteSnapshot'));
    return openPglite({ loadDataDir: new Blob([snapshot]) });
  }
  const name = `nethub_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), {
    poolSize: 4,
    connectTimeoutMs: 10_000,
    queryTimeoutMs: 0,
    // Feature tests on a busy CI machine: a slow probe must not pass for a hung database.
    hangGuard: false,
  });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** The newest mail sent to an address. */
  lastMailTo(email: string): Promise<{ subject: string; text: string } | undefined>;
  /** The token of the newest link of a path (e.g. /verify-email) mailed to an address. */
  tokenFromMail(email: string, path: string): Promise<string>;
};

export async function createTestApp(
  overrides: Partial<Config> & {
    mailTransport?: MailTransport;
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const { mailTransport, logStream, ...configOverrides } = overrides;
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nethub-test-')),
      PUBLIC_URL: 'http://nethub.test',
      WEB_DIST: '/nonexistent',
    }),
    rateLimits: false,
    rateLimitGlobal: 0,
    passwordHashCost: 'minimum',
    ...configOverrides,
  };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, database, mailTransport, logStream });
    await app.ready();
  } catch (error) {
    // A set-up that fails (or that a hook timeout gave up on) must not leave its database open.
    await app?.close().catch(() => {});
    await database.close();
    throw error;
  }
  const lastMailTo = async (email: string) =>
    (await listOutbox(database.db, 200)).find((m) => m.to === email);
  return {
    app,
    database,
    config,
    lastMailTo,
    async tokenFromMail(email, path) {
      const mail = await lastMailTo(email);
      const match = mail?.text.match(new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`));
      if (!match?.[1]) throw new Error(`no ${path} link mailed to ${email}`);
      return match[1];
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

let counter = 0;
export const uniqueEmail = (prefix = 'member') =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;
export const PASSWORD = 'Correct-horse-9';

/** Registers, verifies and logs in a member; returns the session body. */
export async function signedInMember(
  t: TestApp,
  overrides: { email?: string; password?: string } = {},
) {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? PASSWORD;
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password, firstName: 'Test', lastName: 'Member', acceptTerms: true },
  });
  const token = await t.tokenFromMail(email, '/verify-email');
  await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
  });
  const session = res.json().data as {
    accessToken: string;
    refreshToken: string;
    deviceId: string;
    user: { _id: string };
  };
  return {
    email,
    password,
    ...session,
    headers: { authorization: `Bearer ${session.accessToken}` },
  };
}

export type Member = Awaited<ReturnType<typeof signedInMember>>;

/** Calls the API as `member`: `api(ann, 'GET', '/connections')`. */
export const memberApi =
  (t: TestApp) =>
  (
    member: Member,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: member.headers, payload });

/** `a` asks and `b` accepts: the two are connected. */
export async function connectMembers(t: TestApp, a: Member, b: Member) {
  const api = memberApi(t);
  const id = (await api(a, 'POST', '/connections/request', { userId: b.user._id })).json().data._id;
  await api(b, 'POST', '/connections/response', { connectionId: id, status: 'CONNECTED' });
}

/** Opens a checkout for a purchase and pays it on the built-in test checkout page. */
export async function payOnTestCheckout(
  t: TestApp,
  purchase: { subscriberId: string } | { ticketId: string },
  action: 'pay' | 'cancel' = 'pay',
) {
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/checkout-session',
    payload: purchase,
  });
  const { sessionId } = session.json().data as { sessionId: string };
  const done = await t.app.inject({
    method: 'POST',
    url: `/api/v1/payment/test-checkout/${sessionId}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return { sessionId, location: done.headers.location as string };
}
