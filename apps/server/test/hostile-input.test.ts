import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, jsonNestsDeeperThan } from '../src/plugins/input-hygiene.js';
import { operationsOf } from './fuzz.js';
import { createTestApp, signedInMember, type Member, type TestApp } from './helpers.js';

/** Decision 011: hostile input is a 400 VALIDATION_ERROR, never a 500, and never logged. */
let t: TestApp;
let ann: Member;
const logLines: string[] = [];

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await createTestApp({ logLevel: 'info', logStream });
  ann = await signedInMember(t);
});
afterAll(() => t?.close());

const expectInvalid = (res: { statusCode: number; json(): unknown }, field?: string) => {
  expect(res.statusCode).toBe(400);
  const body = res.json() as { statusCode: number; message: string; details?: { field: string }[] };
  expect(body).toMatchObject({ statusCode: 400, message: 'VALIDATION_ERROR' });
  if (field) expect(body.details?.[0]?.field).toBe(field);
};

const contact = { subject: 'Hello', email: 'nul@example.com', message: 'Hi', consent: true };

describe('NUL bytes and unpaired surrogates', () => {
  it('are refused in a query string, signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/faqs?textSearch=a%00b' });
    expectInvalid(res, 'querystring.textSearch');
  });

  it('are refused in a body string and in a body key', async () => {
    const post = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expectInvalid(await post(JSON.stringify({ ...contact, message: 'a\u0000b' })), 'body.message');
    expectInvalid(await post(JSON.stringify({ ...contact, 'x\u0000': 1 })));
    // JSON's own escapes: an unpaired surrogate is not Unicode text.
    expectInvalid(
      await post(`{"subject":"a\\ud800","email":"a@b.co","message":"m","consent":true}`),
    );
    // A surrogate pair (an emoji) is fine.
    const ok = await post(JSON.stringify({ ...contact, message: 'hi \ud83d\ude00' }));
    expect(ok.statusCode).toBe(201);
  });

  it('are refused in a path segment', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/chat/%00',
      headers: ann.headers,
    });
    expectInvalid(res, 'params.id');
    const name = await t.app.inject({
      method: 'GET',
      url: '/api/v1/chat/a%20b',
      headers: ann.headers,
    });
    expectInvalid(name);
  });

  it('are refused deep inside an array', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/chat/access-manager-channels',
      headers: ann.headers,
      payload: { channels: ['ok', 'x\u0000y'] },
    });
    expectInvalid(res, 'body.channels.1');
  });
});

describe('path parameters', () => {
  it('are all typed: a UUID, an enum or a pattern', () => {
    const loose = operationsOf(t.app).flatMap((operation) =>
      operation.parameters
        .filter((parameter) => parameter.in === 'path')
        .filter(({ schema }) => !(schema?.format === 'uuid' || schema?.enum || schema?.pattern))
        .map((parameter) => `${operation.method} ${operation.path} ${parameter.name}`),
    );
    expect(loose).toEqual([]);
  });

  it('answer 400 when an id is not a UUID', async () => {
    for (const url of [
      '/api/v1/community-posts/detail/not-a-uuid',
      '/api/v1/leads/1',
      '/api/v1/network-directory/%27',
    ]) {
      expectInvalid(await t.app.inject({ method: 'GET', url, headers: ann.headers }));
    }
  });

  it('answer 400 for a malformed checkout session id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payment/test-checkout/a%3Cb' });
    expectInvalid(res);
  });
});

describe('deeply nested JSON', () => {
  it('is refused with a 400 before it is parsed', async () => {
    const payload = '['.repeat(1_000_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expectInvalid(res, 'body');
  });

  it(`is accepted up to ${MAX_JSON_DEPTH} levels`, async () => {
    const nest = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(jsonNestsDeeperThan(nest(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(jsonNestsDeeperThan(nest(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    // Brackets inside strings (with escaped quotes) do not count.
    expect(jsonNestsDeeperThan(`{"a":"\\"${'['.repeat(100)}"}`, MAX_JSON_DEPTH)).toBe(false);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@b.co","password":"x","extra":${nest(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('a failing statement in the log', () => {
  it('carries neither its parameters nor the values in its message', async () => {
    const secret = 'leak.me.not@example.com';
    await t.database.db.execute(sql`alter table contact_messages rename to contact_messages_gone`);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { ...contact, email: secret, message: 'a very private message' },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(
        sql`alter table contact_messages_gone rename to contact_messages`,
      );
    }
    const errors = logLines.filter((line) => line.includes('"level":50'));
    expect(errors.length).toBeGreaterThan(0);
    const logged = errors.join('\n');
    expect(logged).toContain('Failed query');
    expect(logged).toContain('[redacted]');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('a very private message');
  });
});
