import { describe, expect, it } from 'vitest';

describe('csp', () => {
  it('turns on zod jitless mode without importing zod itself', async () => {
    await import('./csp');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
