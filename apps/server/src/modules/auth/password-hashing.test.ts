import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';
import { users } from '../users/users.tables.js';

/**
 * Every other test makes its members at argon2's minimum cost (test/helpers.ts). This one runs
 * the service as production does and checks the stored hash carries full-strength parameters.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ passwordHashCost: undefined });
});
afterAll(() => t?.close());

const storedHash = async (email: string) =>
  (await t.database.db.select().from(users).where(eq(users.email, email)))[0]?.passwordHash;

describe('password hashing', () => {
  it('stores argon2id at the library defaults and signs the member in with it', async () => {
    const member = await signedInMember(t);
    expect(member.accessToken).toEqual(expect.any(String));
    expect(await storedHash(member.email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('changes a password to a full-strength hash too', async () => {
    const member = await signedInMember(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      headers: member.headers,
      payload: { currentPassword: member.password, newPassword: 'Another-horse-7' },
    });
    expect(res.statusCode).toBe(200);
    expect(await storedHash(member.email)).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
