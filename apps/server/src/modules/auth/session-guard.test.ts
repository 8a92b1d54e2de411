import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';
import { createAuthRepository } from './auth.repository.js';
import { createSessionGuard } from './session-guard.js';

/** ADR 039: a long cache while ended sessions are heard, a short one while they may be missed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in member's id and session, and a way to end that session behind the server's back. */
async function session() {
  const member = await signedInMember(t);
  const userId = member.user._id as string;
  const sessionId = decodeJwt(member.accessToken).sid as string;
  const endInDatabase = () => createAuthRepository(t.database.db).revokeAllForUser(userId);
  return { userId, sessionId, endInDatabase };
}

describe('session guard', () => {
  it('trusts an answer for the long time while it hears, the short time once it does not', async () => {
    let hears = true;
    const guard = createSessionGuard(t.database.db, {
      cacheMs: 100,
      heardCacheMs: 60_000,
      hears: () => hears,
    });
    const { userId, sessionId, endInDatabase } = await session();
    expect(await guard.isActive(userId, sessionId)).toBe(true);
    await endInDatabase();
    await sleep(150);
    // Written past the server: not heard, and the answer is still within the long time.
    expect(await guard.isActive(userId, sessionId)).toBe(true);
    // Redis away: the same answer is now older than the short time.
    hears = false;
    expect(await guard.isActive(userId, sessionId)).toBe(false);
  });

  it('refuses a session it is told has ended at once, and asks again after forgetting', async () => {
    const guard = createSessionGuard(t.database.db, { cacheMs: 60_000, heardCacheMs: 60_000 });
    const told = await session();
    expect(await guard.isActive(told.userId, told.sessionId)).toBe(true);
    guard.ended([told.sessionId]);
    expect(await guard.isActive(told.userId, told.sessionId)).toBe(false);

    const forgotten = await session();
    expect(await guard.isActive(forgotten.userId, forgotten.sessionId)).toBe(true);
    await forgotten.endInDatabase();
    guard.forgetAll();
    expect(await guard.isActive(forgotten.userId, forgotten.sessionId)).toBe(false);
  });
});
