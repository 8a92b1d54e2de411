import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFailures, runFuzz } from './fuzz.js';
import { createTestApp, type TestApp } from './helpers.js';

/** Decision 011: no input reaches a 5xx. Signed out (signed in: fuzz-signed-in.test.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('schema-derived fuzzing, signed out', () => {
  it('answers every bent request below 500', { timeout: 180_000 }, async () => {
    const garbageTokens = [
      '',
      'Bearer ',
      'Bearer x.y.z',
      'Basic Zm9vOmJhcg==',
      `Bearer ${'a'.repeat(5000)}`,
    ];
    let n = 0;
    const result = await runFuzz(t.app, {
      seed: 0x5eed_0011,
      casesPerOperation: 34,
      // Most requests carry no token; some a garbage one (the one header that reaches our code).
      headers: (): Record<string, string> => {
        const token = garbageTokens[n++ % 7];
        return token ? { authorization: token } : {};
      },
    });
    console.info(
      `fuzz signed out: ${result.cases} cases over ${result.operations} operations`,
      result.statuses,
    );
    expect(result.cases).toBeGreaterThanOrEqual(5000);
    expect(result.failures, describeFailures(result.failures)).toEqual([]);
  });
});
