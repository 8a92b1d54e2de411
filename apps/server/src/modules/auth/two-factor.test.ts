import { Secret, TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signedInMember, type Member, type TestApp } from '../../../test/helpers.js';

/** ADR 020: two-factor sign-in, its enrolment and every rule of it. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
afterEach(() => vi.useRealTimers());

type Enrolled = Member & { manualKey: string; recoveryCodes: string[] };

const call = (
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
  remoteAddress?: string,
) => app.app.inject({ method, url: `/api/v1${url}`, payload, headers, remoteAddress });

/** The code of the step `steps` away from now (the server accepts one step either side). */
const codeFor = (manualKey: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(manualKey), period: 30, digits: 6 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

async function enrolled(app: TestApp = t, member?: Member): Promise<Enrolled> {
  const m = member ?? (await signedInMember(app));
  const setup = await call(app, 'POST', '/auth/two-factor/setup', undefined, m.headers);
  expect(setup.statusCode).toBe(200);
  const { manualKey, otpauthUri, qrCode } = setup.json().data;
  expect(otpauthUri).toContain('otpauth://totp/Net%20Hub:');
  expect(otpauthUri).toContain(`secret=${manualKey}`);
  expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const enable = await call(
    app,
    'POST',
    '/auth/two-factor/enable',
    { code: codeFor(manualKey, -1) },
    m.headers,
  );
  expect(enable.statusCode).toBe(200);
  return { ...m, manualKey, recoveryCodes: enable.json().data.recoveryCodes };
}

const login = (app: TestApp, m: Member, cookies: Record<string, string> = {}, ip?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: m.email, password: m.password },
    cookies,
    remoteAddress: ip,
  });

async function challengeOf(app: TestApp, m: Member) {
  const res = await login(app, m);
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  expect(data).toEqual({
    status: 'two_factor_required',
    challengeToken: expect.any(String),
    expiresIn: 300,
  });
  expect(data.accessToken).toBeUndefined();
  expect(res.cookies.find((c) => c.name === 'nh_refresh')).toBeUndefined();
  return data.challengeToken as string;
}

const second = (app: TestApp, payload: object, ip?: string) =>
  call(app, 'POST', '/auth/login/two-factor', payload, {}, ip);

describe('enrolment', () => {
  it('answers the status, a QR code and ten recovery codes once confirmed', async () => {
    const m = await signedInMember(t);
    const before = await call(t, 'GET', '/auth/two-factor', undefined, m.headers);
    expect(before.json().data).toEqual({
      enabled: false,
      enabledAt: null,
      recoveryCodesLeft: 0,
      canDisable: false,
    });
    const e = await enrolled(t, m);
    expect(e.recoveryCodes).toHaveLength(10);
    expect(new Set(e.recoveryCodes).size).toBe(10);
    for (const code of e.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const after = await call(t, 'GET', '/auth/two-factor', undefined, m.headers);
    expect(after.json().data).toMatchObject({
      enabled: true,
      recoveryCodesLeft: 10,
      canDisable: true,
    });
    // Already on: no second setup, and the secret is never answered again.
    const again = await call(t, 'POST', '/auth/two-factor/setup', undefined, m.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('TWO_FACTOR_ALREADY_ENABLED');
    expect(after.body).not.toContain(e.manualKey);
  });

  it('refuses a wrong confirmation code and an enable without setup', async () => {
    const m = await signedInMember(t);
    const none = await call(t, 'POST', '/auth/two-factor/enable', { code: '123456' }, m.headers);
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('TWO_FACTOR_SETUP_REQUIRED');
    const setup = await call(t, 'POST', '/auth/two-factor/setup', undefined, m.headers);
    const key = setup.json().data.manualKey as string;
    const wrong = String((Number(codeFor(key)) + 1) % 1_000_000).padStart(6, '0');
    const bad = await call(t, 'POST', '/auth/two-factor/enable', { code: wrong }, m.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('TWO_FACTOR_CODE_INVALID');
    const malformed = await call(t, 'POST', '/auth/two-factor/enable', { code: 'abc' }, m.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('VALIDATION_ERROR');
    const status = await call(t, 'GET', '/auth/two-factor', undefined, m.headers);
    expect(status.json().data.enabled).toBe(false);
  });

  it('stores the secret encrypted, never in clear', async () => {
    const e = await enrolled();
    const { twoFactors } = await import('./auth.tables.js');
    const rows = await t.database.db.select().from(twoFactors);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(e.manualKey);
  });

  it('is for signed-in members only', async () => {
    const res = await call(t, 'GET', '/auth/two-factor');
    expect(res.statusCode).toBe(401);
  });
});

describe('sign-in with a second factor', () => {
  it('asks for a code, then answers the usual session; a step is never accepted twice', async () => {
    const e = await enrolled();
    const challengeToken = await challengeOf(t, e);
    const code = codeFor(e.manualKey, 0);
    const res = await second(t, { challengeToken, code });
    expect(res.statusCode).toBe(200);
    const session = res.json().data;
    expect(session.accessToken).toEqual(expect.any(String));
    expect(res.cookies.find((c) => c.name === 'nh_refresh')?.value).toBe(session.refreshToken);
    // Not remembered: no trusted-device cookie.
    expect(res.cookies.find((c) => c.name === 'nh_trusted_device')).toBeUndefined();
    const me = await call(t, 'GET', '/auth/check-session', undefined, {
      authorization: `Bearer ${session.accessToken}`,
    });
    expect(me.json().data.email).toBe(e.email);
    // The refresh flow is unchanged.
    const refreshed = await call(t, 'POST', '/auth/token/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.statusCode).toBe(200);

    // Replay of the same code (same step), even with a fresh challenge: refused.
    const replay = await second(t, { challengeToken: await challengeOf(t, e), code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('TWO_FACTOR_CODE_INVALID');
    // An older step than the last used one: refused too.
    const older = await second(t, {
      challengeToken: await challengeOf(t, e),
      code: codeFor(e.manualKey, -1),
    });
    expect(older.json().message).toBe('TWO_FACTOR_CODE_INVALID');
  });

  it('refuses a wrong code', async () => {
    const e = await enrolled();
    const challengeToken = await challengeOf(t, e);
    const right = codeFor(e.manualKey, 1);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const res = await second(t, { challengeToken, code: wrong });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await second(t, { challengeToken, code: right })).statusCode).toBe(200);
  });

  it('takes a recovery code once, in any case and spacing', async () => {
    const e = await enrolled();
    const [first] = e.recoveryCodes;
    const typed = ` ${first!.toUpperCase().replace('-', ' ')} `;
    const ok = await second(t, { challengeToken: await challengeOf(t, e), recoveryCode: typed });
    expect(ok.statusCode).toBe(200);
    const again = await second(t, { challengeToken: await challengeOf(t, e), recoveryCode: first });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('TWO_FACTOR_CODE_INVALID');
    const session = ok.json().data;
    const status = await call(t, 'GET', '/auth/two-factor', undefined, {
      authorization: `Bearer ${session.accessToken}`,
    });
    expect(status.json().data.recoveryCodesLeft).toBe(9);
  });

  it('wants exactly one of a code and a recovery code', async () => {
    const e = await enrolled();
    const challengeToken = await challengeOf(t, e);
    const both = await second(t, {
      challengeToken,
      code: codeFor(e.manualKey, 1),
      recoveryCode: e.recoveryCodes[0],
    });
    expect(both.statusCode).toBe(400);
    expect((await second(t, { challengeToken })).statusCode).toBe(400);
  });

  it('refuses an expired or forged challenge', async () => {
    const e = await enrolled();
    const challengeToken = await challengeOf(t, e);
    const forged = await second(t, {
      challengeToken: `${challengeToken.slice(0, -4)}AAAA`,
      code: codeFor(e.manualKey, 1),
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
    // Six minutes later the challenge has expired, whatever the code.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    const late = await second(t, { challengeToken, code: codeFor(e.manualKey, 0) });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('TWO_FACTOR_CHALLENGE_EXPIRED');
  });

  it('remembers a device for 30 days when asked, and forgets it after a password change', async () => {
    const e = await enrolled();
    const res = await second(t, {
      challengeToken: await challengeOf(t, e),
      code: codeFor(e.manualKey, 1),
      rememberDevice: true,
    });
    const cookie = res.cookies.find((c) => c.name === 'nh_trusted_device')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(cookie.maxAge).toBe(30 * 24 * 3600);
    const trusted = await login(t, e, { nh_trusted_device: cookie.value });
    expect(trusted.json().data.status).toBe('signed_in');
    expect(trusted.json().data.accessToken).toEqual(expect.any(String));
    // Another member's trusted cookie does not help this one.
    const other = await enrolled();
    const foreign = await login(t, other, { nh_trusted_device: cookie.value });
    expect(foreign.json().data.status).toBe('two_factor_required');
    // A password change forgets remembered devices.
    const headers = { authorization: `Bearer ${res.json().data.accessToken}` };
    const changed = await call(
      t,
      'POST',
      '/auth/change-password',
      { currentPassword: e.password, newPassword: 'Another-pass-42' },
      headers,
    );
    expect(changed.statusCode).toBe(200);
    const after = await login(
      t,
      { ...e, password: 'Another-pass-42' },
      {
        nh_trusted_device: cookie.value,
      },
    );
    expect(after.json().data.status).toBe('two_factor_required');
  });

  it('signs members without two-factor in at once', async () => {
    const m = await signedInMember(t);
    const res = await login(t, m);
    expect(res.json().data).toMatchObject({ status: 'signed_in', user: { email: m.email } });
  });
});

describe('turning it off and new recovery codes', () => {
  it('lets a member disable with password and code; sign-in asks for no code then', async () => {
    const e = await enrolled();
    const wrongPassword = await call(
      t,
      'POST',
      '/auth/two-factor/disable',
      { password: 'Wrong-pass-1', code: codeFor(e.manualKey, 1) },
      e.headers,
    );
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().message).toBe('PASSWORD_INCORRECT');
    const off = await call(
      t,
      'POST',
      '/auth/two-factor/disable',
      { password: e.password, code: codeFor(e.manualKey, 1) },
      e.headers,
    );
    expect(off.statusCode).toBe(200);
    expect((await login(t, e)).json().data.status).toBe('signed_in');
    const again = await call(
      t,
      'POST',
      '/auth/two-factor/disable',
      { password: e.password, code: codeFor(e.manualKey, 1) },
      e.headers,
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('TWO_FACTOR_NOT_ENABLED');
  });

  it('keeps it on for an organisation owner who enrolled', async () => {
    const e = await enrolled();
    const { users } = await import('../users/users.tables.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db.update(users).set({ isOrgOwner: true }).where(eq(users.email, e.email));
    const status = await call(t, 'GET', '/auth/two-factor', undefined, e.headers);
    expect(status.json().data).toMatchObject({ enabled: true, canDisable: false });
    const off = await call(
      t,
      'POST',
      '/auth/two-factor/disable',
      { password: e.password, code: codeFor(e.manualKey, 1) },
      e.headers,
    );
    expect(off.statusCode).toBe(403);
    expect(off.json().message).toBe('TWO_FACTOR_REQUIRED_FOR_OWNER');
    expect((await login(t, e)).json().data.status).toBe('two_factor_required');
    // The owner signs in with the owner switch through the same second step.
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: e.email, password: e.password, isOrgOwner: true },
    });
    const done = await second(t, {
      challengeToken: owner.json().data.challengeToken,
      code: codeFor(e.manualKey, 1),
    });
    expect(done.json().data.user.isOrgOwner).toBe(true);
  });

  it('regenerates recovery codes: the old ones stop working', async () => {
    const e = await enrolled();
    const res = await call(
      t,
      'POST',
      '/auth/two-factor/recovery-codes',
      { password: e.password, recoveryCode: e.recoveryCodes[3] },
      e.headers,
    );
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(e.recoveryCodes[0]);
    const old = await second(t, {
      challengeToken: await challengeOf(t, e),
      recoveryCode: e.recoveryCodes[0],
    });
    expect(old.json().message).toBe('TWO_FACTOR_CODE_INVALID');
    const ok = await second(t, { challengeToken: await challengeOf(t, e), recoveryCode: fresh[0] });
    expect(ok.statusCode).toBe(200);
  });
});

describe('guessing codes', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: true });
  });
  afterAll(() => limited?.close());

  it('is throttled per member like sign-in, whatever the address', async () => {
    const e = await enrolled(limited);
    const challengeToken = await challengeOf(limited, e);
    const right = codeFor(e.manualKey, 1);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const statuses: number[] = [];
    let last: { message: string; details?: { scope: string; retryAfter: number } } | undefined;
    for (let i = 0; i < 7; i++) {
      const res = await second(limited, { challengeToken, code: wrong }, `10.7.${i}.1`);
      statuses.push(res.statusCode);
      last = res.json();
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(last).toMatchObject({
      message: 'TOO_MANY_REQUESTS',
      details: { scope: 'account', retryAfter: expect.any(Number) },
    });
    // Even the right code waits while the member is throttled.
    const blocked = await second(limited, { challengeToken, code: right }, '10.7.99.1');
    expect(blocked.statusCode).toBe(429);
  });
});
