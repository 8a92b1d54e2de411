import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedInMember, uniqueEmail, type TestApp } from '../../../test/helpers.js';
import { listOutbox } from '../mail/mailer.js';

/** ADR 012: guessing at one account is slowed down whatever the number of addresses. */
let t: TestApp;
beforeAll(async () => {
  // The per-address limits on too, as in production: the per-account throttle works alongside.
  t = await createTestApp({ rateLimits: true });
});
afterAll(() => t?.close());

const ADDRESSES = 50;
const login = (email: string, password: string, remoteAddress = '10.9.9.9') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password },
    remoteAddress,
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alertsTo = async (email: string) =>
  (await listOutbox(t.database.db, 500)).filter(
    (mail) => mail.to === email && mail.subject.startsWith('Unusual sign-in attempts'),
  );

async function guess(email: string, count: number) {
  const statuses: number[] = [];
  let last: { message: string; details?: { retryAfter: number; scope: string } } | undefined;
  for (let i = 0; i < count; i++) {
    const res = await login(email, `Wrong-guess-${i}`, `10.0.${i % ADDRESSES}.1`);
    statuses.push(res.statusCode);
    if (res.statusCode === 429) last = res.json();
  }
  const count401 = statuses.filter((s) => s === 401).length;
  const count429 = statuses.filter((s) => s === 429).length;
  return { count401, count429, last, statuses };
}

describe('per-account sign-in throttle', () => {
  it('refuses most of 300 guesses from 50 addresses unevaluated; the right password works after the wait; the member is mailed once', async () => {
    const ann = await signedInMember(t);
    const { count401, count429, last } = await guess(ann.email, 300);
    expect(count401 + count429).toBe(300);
    // Four free attempts, then one per 2, 4, 8... seconds: a handful evaluated at most.
    expect(count401).toBeGreaterThanOrEqual(5);
    expect(count401).toBeLessThanOrEqual(10);
    expect(last).toMatchObject({
      message: 'TOO_MANY_REQUESTS',
      details: { scope: 'account', retryAfter: expect.any(Number) },
    });

    // Even the right password waits its turn... A slow machine can take longer over the 300
    // guesses than the wait they earned: one more wrong guess now either meets the wait or, once
    // it has run out, is evaluated and starts the next one, so the right password meets a wait.
    await login(ann.email, 'Wrong-guess-last');
    const early = await login(ann.email, ann.password);
    expect(early.statusCode).toBe(429);
    const { retryAfter } = early.json().details as { retryAfter: number };
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(64);
    // ...and is let in after it.
    await sleep(retryAfter * 1000 + 100);
    expect((await login(ann.email, ann.password)).statusCode).toBe(200);
    // A success starts the count again: a wrong password is evaluated.
    expect((await login(ann.email, 'Wrong-once-1')).statusCode).toBe(401);

    await vi.waitFor(async () => expect(await alertsTo(ann.email)).toHaveLength(1), {
      timeout: 10_000,
      interval: 200,
    });
    const [alert] = await alertsTo(ann.email);
    expect(alert!.text).toContain('http://nethub.test/forgot-password');
  }, 60_000);

  it('throttles an unknown e-mail the same way (existence is not told)', async () => {
    const email = uniqueEmail('nobody');
    const { count401, count429, last } = await guess(email, 20);
    expect(count401).toBeLessThanOrEqual(6);
    expect(count429).toBeGreaterThanOrEqual(14);
    expect(last).toMatchObject({ message: 'TOO_MANY_REQUESTS', details: { scope: 'account' } });
    // Nobody to mail.
    expect(await alertsTo(email)).toHaveLength(0);
  });

  it('counts each account on its own', async () => {
    const [bob, cat] = [await signedInMember(t), await signedInMember(t)];
    await guess(bob.email, 12);
    expect((await login(cat.email, cat.password, '10.1.1.1')).statusCode).toBe(200);
  });
});
