import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailures, runFuzz } from './fuzz.js';
import {
  connectMembers,
  createTestApp,
  signedInMember,
  type Member,
  type TestApp,
} from './helpers.js';

/** Decision 011: no input reaches a 5xx. Signed in as a member (signed out: the other file). */
let t: TestApp;
let member: Member;
let friend: Member;
beforeAll(async () => {
  t = await createTestApp();
  member = await signedInMember(t);
  friend = await signedInMember(t);
  await connectMembers(t, member, friend);
});
afterAll(() => t?.close());

describe('schema-derived fuzzing, signed in as a member', () => {
  it('answers every bent request below 500', { timeout: 180_000 }, async () => {
    let renewed = 0;
    const result = await runFuzz(t.app, {
      seed: 0x5eed_0012,
      casesPerOperation: 34,
      headers: () => member.headers,
      // Real ids too, so bent requests also reach the code past the 404s.
      ids: [member.user._id, friend.user._id],
      // A case may log out, change the password or e-mail: sign a fresh member in then.
      afterOperation: async () => {
        const check = await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/profile',
          headers: member.headers,
        });
        if (check.statusCode === 401) {
          member = await signedInMember(t);
          renewed++;
        }
      },
    });
    console.info(
      `fuzz signed in: ${result.cases} cases over ${result.operations} operations, ` +
        `${renewed} sessions renewed`,
      result.statuses,
    );
    expect(result.cases).toBeGreaterThanOrEqual(5000);
    expect(result.failures, describeFailures(result.failures)).toEqual([]);
  });
});
