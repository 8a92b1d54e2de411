import { describe, expect, it, vi } from 'vitest';

// The web's first load imports this entry: one value import of a schema module would bring zod.
vi.mock('zod', () => {
  throw new Error('the constants entry loaded zod');
});

describe('the constants entry', () => {
  it('loads without zod', async () => {
    const constants = await import('./index.js');
    expect(constants.DEFAULT_PAGE_SIZE).toBe(10);
    expect(constants.FOOD_PREFERENCES).toHaveLength(13);
    expect(constants.isSafeRedirectPath('/home')).toBe(true);
  });
});
