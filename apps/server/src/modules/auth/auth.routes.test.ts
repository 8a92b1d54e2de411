import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  PASSWORD,
  signedInMember,
  uniqueEmail,
  type TestApp,
} from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });

const register = (email: string, extra: Record<string, unknown> = {}) =>
  post('/auth/register', {
    email,
    password: PASSWORD,
    firstName: 'Ann',
    lastName: 'Lee',
    acceptTerms: true,
    ...extra,
  });

/** A verified, active organisation owner's e-mail (the seed's way: the flag on an account). */
async function ownerAccount() {
  const owner = await signedInMember(t);
  const { users } = await import('../users/users.tables.js');
  const { eq } = await import('drizzle-orm');
  await t.database.db.update(users).set({ isOrgOwner: true }).where(eq(users.email, owner.email));
  return owner.email;
}

describe('POST /auth/register', () => {
  it('creates an unverified member and mails a verification link', async () => {
    const email = uniqueEmail();
    const res = await register(`  ${email.toUpperCase()} `);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { email } });
    const mail = await t.lastMailTo(email);
    expect(mail?.text).toMatch(/http:\/\/nethub\.test\/verify-email\?token=/);
  });

  it('answers USER_EXISTED for a registered address, whatever its case', async () => {
    const email = uniqueEmail();
    await register(email);
    const res = await register(email.toUpperCase());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ statusCode: 409, message: 'USER_EXISTED' });
  });

  it('answers USER_IMPORTED_INACTIVE for an invited address and mails the invitation again', async () => {
    const email = uniqueEmail('invited');
    await t.app.services.auth.inviteUser({ email, firstName: 'Iva', lastName: 'Invited' });
    const res = await register(email);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('USER_IMPORTED_INACTIVE');
    expect((await t.lastMailTo(email))?.text).toContain('/complete-registration?token=');
  });

  it.each([
    ['a weak password', { password: 'short' }],
    ['a malformed e-mail', { email: 'not-an-email' }],
    ['terms not accepted', { acceptTerms: false }],
    ['a wrong type', { firstName: 42 }],
    ['an overlong name', { firstName: 'x'.repeat(500) }],
    ['a blank name', { lastName: '   ' }],
  ])('rejects %s with VALIDATION_ERROR', async (_label, extra) => {
    const res = await register(uniqueEmail(), extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('VALIDATION_ERROR');
  });

  it('rejects malformed JSON, a missing body and an oversized body without a 500', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('VALIDATION_ERROR');
    const missing = await post('/auth/register');
    expect(missing.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('e-mail verification', () => {
  it('verifies with the mailed token once; a second use is INVALID_TOKEN', async () => {
    const email = uniqueEmail();
    await register(email);
    const token = await t.tokenFromMail(email, '/verify-email');
    const first = await post('/auth/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.email).toBe(email);
    const again = await post('/auth/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('INVALID_TOKEN');
  });

  it('answers INVALID_TOKEN for an unknown token and VALIDATION_ERROR for a missing one', async () => {
    expect((await post('/auth/verify-email', { token: 'x'.repeat(43) })).json().message).toBe(
      'INVALID_TOKEN',
    );
    expect((await post('/auth/verify-email', {})).json().message).toBe('VALIDATION_ERROR');
  });

  it('resend issues a new link and voids the old one; unknown addresses get the same answer', async () => {
    const email = uniqueEmail();
    await register(email);
    const old = await t.tokenFromMail(email, '/verify-email');
    const res = await post('/auth/verify-email/resend', { email });
    expect(res.statusCode).toBe(200);
    const fresh = await t.tokenFromMail(email, '/verify-email');
    expect(fresh).not.toBe(old);
    expect((await post('/auth/verify-email', { token: old })).json().message).toBe('INVALID_TOKEN');
    expect((await post('/auth/verify-email', { token: fresh })).statusCode).toBe(200);
    const unknown = await post('/auth/verify-email/resend', { email: uniqueEmail('nobody') });
    expect(unknown.statusCode).toBe(200);
    expect((await post('/auth/verify-email/resend', { email: 'nope' })).json().message).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('carries a safe prevUrl into the verification link, and drops an unsafe one', async () => {
    const safe = uniqueEmail();
    await post(`/auth/register?prevUrl=${encodeURIComponent('/leads?tab=1')}`, {
      email: safe,
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
      acceptTerms: true,
    });
    expect((await t.lastMailTo(safe))?.text).toContain('prevUrl=%2Fleads%3Ftab%3D1');
    const unsafe = uniqueEmail();
    await post(`/auth/register?prevUrl=${encodeURIComponent('//evil.example')}`, {
      email: unsafe,
      password: PASSWORD,
      firstName: 'A',
      lastName: 'B',
      acceptTerms: true,
    });
    expect((await t.lastMailTo(unsafe))?.text).not.toContain('prevUrl');
  });
});

describe('POST /auth/login', () => {
  it('returns a session with tokens, device id and the current user; the e-mail is lower-cased', async () => {
    const member = await signedInMember(t);
    const res = await post('/auth/login', {
      email: member.email.toUpperCase(),
      password: PASSWORD,
      isOrgOwner: false,
      deviceId: 'device-abc-123',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      deviceId: 'device-abc-123',
      expiresIn: 900,
      user: { email: member.email, status: 'active', isOrgOwner: false, emailVerified: true },
    });
    expect(data.accessToken).toMatch(/^ey/);
    expect(res.cookies.find((c) => c.name === 'nh_refresh')?.httpOnly).toBe(true);
  });

  it('answers USER_NOT_FOUND, PASSWORD_INCORRECT and VALIDATION_ERROR', async () => {
    const member = await signedInMember(t);
    const unknown = await post('/auth/login', { email: uniqueEmail('ghost'), password: PASSWORD });
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, 'USER_NOT_FOUND']);
    const wrong = await post('/auth/login', { email: member.email, password: 'Wrong-password-1' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, 'PASSWORD_INCORRECT']);
    const invalid = await post('/auth/login', { email: 'bad', password: '' });
    expect([invalid.statusCode, invalid.json().message]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('answers EMAIL_NOT_VERIFIED with the e-mail so the client can offer a resend', async () => {
    const email = uniqueEmail();
    await register(email);
    const res = await post('/auth/login', { email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'EMAIL_NOT_VERIFIED', details: { email } });
  });

  it('tells a member who ticks the owner switch, once the password is right', async () => {
    const member = await signedInMember(t);
    const ticked = { email: member.email, isOrgOwner: true };
    const right = await post('/auth/login', { ...ticked, password: PASSWORD });
    expect([right.statusCode, right.json().message]).toEqual([403, 'NOT_ORG_OWNER']);
    expect(right.json().data).toBeUndefined();
    expect(right.cookies.find((c) => c.name === 'nh_refresh')).toBeUndefined();
    // A wrong password answers as it does without the switch: nothing about the account.
    const wrong = await post('/auth/login', { ...ticked, password: 'Wrong-password-1' });
    expect([wrong.statusCode, wrong.json().message]).toEqual([401, 'PASSWORD_INCORRECT']);
    const ghost = { email: uniqueEmail('ghost'), password: PASSWORD, isOrgOwner: true };
    const unknown = await post('/auth/login', ghost);
    expect([unknown.statusCode, unknown.json().message]).toEqual([401, 'USER_NOT_FOUND']);
  });

  it('signs an organisation owner in with or without the switch', async () => {
    const email = await ownerAccount();
    for (const isOrgOwner of [true, false]) {
      const res = await post('/auth/login', { email, password: PASSWORD, isOrgOwner });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.user).toMatchObject({ email, isOrgOwner: true });
    }
  });
});

describe('tokens and sessions', () => {
  it('check-session returns the current user and refuses a missing or forged token', async () => {
    const member = await signedInMember(t);
    const ok = await get('/auth/check-session', member.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ _id: member.user._id, email: member.email });
    const missing = await get('/auth/check-session');
    expect([missing.statusCode, missing.json().message]).toEqual([401, 'UNAUTHORIZED']);
    const forged = await get('/auth/check-session', {
      authorization: `Bearer ${member.accessToken.slice(0, -4)}abcd`,
    });
    expect([forged.statusCode, forged.json().message]).toEqual([401, 'UNAUTHORIZED']);
  });

  it('answers TOKEN_EXPIRED for an expired access token', async () => {
    const { SignJWT } = await import('jose');
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const expired = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('u')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    const res = await get('/auth/check-session', { authorization: `Bearer ${expired}` });
    expect([res.statusCode, res.json().message]).toEqual([401, 'TOKEN_EXPIRED']);
  });

  it('rotates the refresh token on every use', async () => {
    const member = await signedInMember(t);
    const res = await post('/auth/token/refresh', {
      refreshToken: member.refreshToken,
      deviceId: member.deviceId,
    });
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.refreshToken).not.toBe(member.refreshToken);
    expect(
      (await get('/auth/check-session', { authorization: `Bearer ${next.accessToken}` }))
        .statusCode,
    ).toBe(200);
    const again = await post('/auth/token/refresh', { refreshToken: next.refreshToken });
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const member = await signedInMember(t);
    const rotated = (
      await post('/auth/token/refresh', { refreshToken: member.refreshToken })
    ).json().data;
    const reuse = await post('/auth/token/refresh', { refreshToken: member.refreshToken });
    expect([reuse.statusCode, reuse.json().message]).toEqual([401, 'INVALID_TOKEN']);
    const stolen = await post('/auth/token/refresh', { refreshToken: rotated.refreshToken });
    expect(stolen.json().message).toBe('INVALID_TOKEN');
  });

  it('accepts the refresh token from the httpOnly cookie, and binds it to its device', async () => {
    const member = await signedInMember(t);
    const viaCookie = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      cookies: { nh_refresh: member.refreshToken },
    });
    expect(viaCookie.statusCode).toBe(200);
    const other = await signedInMember(t);
    const wrongDevice = await post('/auth/token/refresh', {
      refreshToken: other.refreshToken,
      deviceId: 'another-device-1',
    });
    expect(wrongDevice.json().message).toBe('INVALID_TOKEN');
    expect((await post('/auth/token/refresh', {})).json().message).toBe('INVALID_TOKEN');
  });

  it('logout revokes the refresh token', async () => {
    const member = await signedInMember(t);
    expect((await post('/auth/logout', { refreshToken: member.refreshToken })).statusCode).toBe(
      200,
    );
    expect(
      (await post('/auth/token/refresh', { refreshToken: member.refreshToken })).json().message,
    ).toBe('INVALID_TOKEN');
    expect((await post('/auth/logout')).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const member = await signedInMember(t);
    expect((await post('/auth/forgot-password', { email: member.email })).statusCode).toBe(200);
    const token = await t.tokenFromMail(member.email, '/reset-password');
    const reset = await post('/auth/reset-password', { token, newPassword: 'Brand-new-pass-2' });
    expect(reset.statusCode).toBe(200);
    expect(
      (await post('/auth/login', { email: member.email, password: 'Brand-new-pass-2' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/auth/login', { email: member.email, password: PASSWORD })).json().message,
    ).toBe('PASSWORD_INCORRECT');
    expect(
      (await post('/auth/token/refresh', { refreshToken: member.refreshToken })).json().message,
    ).toBe('INVALID_TOKEN');
    const reused = await post('/auth/reset-password', { token, newPassword: 'Another-pass-3' });
    expect([reused.statusCode, reused.json().message]).toEqual([400, 'INVALID_TOKEN']);
  });

  it('mails an organisation owner the same reset link, and answers alike for an unknown address', async () => {
    const email = await ownerAccount();
    const owner = await post('/auth/forgot-password', { email });
    const nobody = await post('/auth/forgot-password', { email: uniqueEmail('nobody') });
    expect([owner.statusCode, owner.json()]).toEqual([nobody.statusCode, nobody.json()]);
    expect(owner.statusCode).toBe(200);
    const token = await t.tokenFromMail(email, '/reset-password');
    const reset = await post('/auth/reset-password', { token, newPassword: 'Brand-new-pass-2' });
    expect(reset.statusCode).toBe(200);
    const login = await post('/auth/login', {
      email,
      password: 'Brand-new-pass-2',
      isOrgOwner: true,
    });
    expect(login.json().data.user).toMatchObject({ email, isOrgOwner: true });
    expect((await post('/auth/forgot-password', { email: '' })).json().message).toBe(
      'VALIDATION_ERROR',
    );
  });

  it('rejects a weak new password with VALIDATION_ERROR and an unknown token with INVALID_TOKEN', async () => {
    expect(
      (await post('/auth/reset-password', { token: 'y'.repeat(43), newPassword: 'weak' })).json()
        .message,
    ).toBe('VALIDATION_ERROR');
    expect(
      (
        await post('/auth/reset-password', {
          token: 'y'.repeat(43),
          newPassword: 'Strong-enough-1',
        })
      ).json().message,
    ).toBe('INVALID_TOKEN');
  });

  it('a reset also verifies an account that never opened its verification mail', async () => {
    const email = uniqueEmail();
    await register(email);
    await post('/auth/forgot-password', { email });
    const token = await t.tokenFromMail(email, '/reset-password');
    await post('/auth/reset-password', { token, newPassword: 'Brand-new-pass-2' });
    expect((await post('/auth/login', { email, password: 'Brand-new-pass-2' })).statusCode).toBe(
      200,
    );
  });
});

describe('change password and e-mail', () => {
  it('changes the password with the current one; other devices are signed out', async () => {
    const member = await signedInMember(t);
    const otherDevice = (
      await post('/auth/login', { email: member.email, password: PASSWORD })
    ).json().data;
    const wrong = await post(
      '/auth/change-password',
      { currentPassword: 'Nope-nope-1', newPassword: 'Changed-pass-4' },
      member.headers,
    );
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'PASSWORD_INCORRECT']);
    const res = await post(
      '/auth/change-password',
      { currentPassword: PASSWORD, newPassword: 'Changed-pass-4' },
      member.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(
      (await post('/auth/token/refresh', { refreshToken: otherDevice.refreshToken })).json()
        .message,
    ).toBe('INVALID_TOKEN');
    expect(
      (await post('/auth/token/refresh', { refreshToken: member.refreshToken })).statusCode,
    ).toBe(200);
    expect(
      (await post('/auth/change-password', { currentPassword: 'x', newPassword: 'Changed-pass-4' }))
        .statusCode,
    ).toBe(401);
  });

  it('changes the e-mail; USER_EXISTED when taken; PASSWORD_INCORRECT on a wrong password', async () => {
    const member = await signedInMember(t);
    const other = await signedInMember(t);
    const taken = await post(
      '/auth/change-email',
      { newEmail: other.email.toUpperCase(), password: PASSWORD },
      member.headers,
    );
    expect([taken.statusCode, taken.json().message]).toEqual([409, 'USER_EXISTED']);
    const wrong = await post(
      '/auth/change-email',
      { newEmail: uniqueEmail(), password: 'Nope-nope-1' },
      member.headers,
    );
    expect(wrong.json().message).toBe('PASSWORD_INCORRECT');
    const newEmail = uniqueEmail('moved');
    const res = await post('/auth/change-email', { newEmail, password: PASSWORD }, member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(newEmail);
    expect((await t.lastMailTo(member.email))?.subject).toMatch(/e-mail address was changed/);
    expect((await post('/auth/login', { email: newEmail, password: PASSWORD })).statusCode).toBe(
      200,
    );
  });
});

describe('invitations', () => {
  it('shows the invite, completes it once and signs the member in', async () => {
    const email = uniqueEmail('invitee');
    await t.app.services.auth.inviteUser({ email, firstName: 'Ivo', lastName: 'Guest' });
    const token = await t.tokenFromMail(email, '/complete-registration');
    const details = await get(`/auth/complete-invite?token=${token}`);
    expect(details.json().data).toEqual({ email, firstName: 'Ivo', lastName: 'Guest' });
    const done = await post('/auth/complete-invite', {
      token,
      password: PASSWORD,
      firstName: 'Ivan',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.user).toMatchObject({
      email,
      firstName: 'Ivan',
      status: 'active',
      emailVerified: true,
    });
    expect((await get(`/auth/complete-invite?token=${token}`)).json().message).toBe(
      'INVALID_TOKEN',
    );
    expect(
      (await post('/auth/complete-invite', { token, password: PASSWORD })).json().message,
    ).toBe('INVALID_TOKEN');
    expect((await get('/auth/complete-invite')).json().message).toBe('VALIDATION_ERROR');
  });

  it('subscriber account-verification link re-mails an invite and reveals nothing', async () => {
    const email = uniqueEmail('subscriber');
    const user = await t.app.services.auth.inviteUser({ email, firstName: 'Sam', lastName: 'Sub' });
    const before = await t.tokenFromMail(email, '/complete-registration');
    const res = await get(`/auth/subscriber/account-verification-link?userId=${user._id}`);
    expect(res.statusCode).toBe(200);
    expect(await t.tokenFromMail(email, '/complete-registration')).not.toBe(before);
    expect(
      (await get(`/auth/subscriber/account-verification-link?userId=${crypto.randomUUID()}`))
        .statusCode,
    ).toBe(200);
    expect(
      (await get('/auth/subscriber/account-verification-link?userId=nope')).json().message,
    ).toBe('VALIDATION_ERROR');
  });
});
