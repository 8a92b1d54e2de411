import { describe, expect, it } from 'vitest';
import { isSafeRedirectPath, normalizeInput, normalizeWebsite } from './input.js';
import { passwordSchema, loginBody } from './auth.js';

describe('normalizeInput', () => {
  it('trims strings and drops empty, null and undefined values recursively', () => {
    expect(
      normalizeInput({
        a: '  x ',
        b: '',
        c: null,
        d: undefined,
        e: { f: ' ', g: 1 },
        h: [' a ', '', null],
      }),
    ).toEqual({ a: 'x', e: { g: 1 }, h: ['a'] });
  });
  it('keeps false and zero', () => {
    expect(normalizeInput({ a: false, b: 0 })).toEqual({ a: false, b: 0 });
  });
  it('keeps the order of keys and items', () => {
    expect(Object.keys(normalizeInput({ z: 1, a: { y: 2 }, m: [3, ' 4 '] }))).toEqual([
      'z',
      'a',
      'm',
    ]);
    expect(normalizeInput([[1, [2]], ' x ', { k: [' '] }])).toEqual([[1, [2]], 'x', { k: [] }]);
  });
  it('never overflows the stack, however deep the nesting', () => {
    let deep: unknown = ' leaf ';
    for (let i = 0; i < 200_000; i++) deep = i % 2 ? [deep] : { a: deep };
    expect(() => normalizeInput(deep)).not.toThrow();
  });
});

describe('normalizeWebsite', () => {
  it('adds https:// only when no scheme is present', () => {
    expect(normalizeWebsite('example.com')).toBe('https://example.com');
    expect(normalizeWebsite('http://example.com')).toBe('http://example.com');
  });
});

describe('isSafeRedirectPath', () => {
  it.each([
    ['/leads?x=1', true],
    ['//evil.com', false],
    ['/\\evil.com', false],
    ['https://evil.com', false],
    ['', false],
  ])('%s -> %s', (path, expected) => {
    expect(isSafeRedirectPath(path)).toBe(expected);
  });
});

describe('auth schemas', () => {
  it('lower-cases the login e-mail', () => {
    expect(loginBody.parse({ email: ' Ann@Example.COM ', password: 'x' }).email).toBe(
      'ann@example.com',
    );
  });
  it('rejects weak passwords', () => {
    expect(passwordSchema.safeParse('short1').success).toBe(false);
    expect(passwordSchema.safeParse('longenough').success).toBe(false);
    expect(passwordSchema.safeParse('longenough1').success).toBe(true);
  });
});
