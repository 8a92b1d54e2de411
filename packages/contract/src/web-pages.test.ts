import { describe, expect, it } from 'vitest';
import { isWebPagePath } from './web-pages.js';

describe('isWebPagePath', () => {
  it('knows the root and the first segment of each page', () => {
    expect(isWebPagePath('/')).toBe(true);
    expect(isWebPagePath('/login')).toBe(true);
    expect(isWebPagePath('/profile/1/message/2')).toBe(true);
    expect(isWebPagePath('/network-directory/')).toBe(true);
  });
  it('refuses probes and unknown paths', () => {
    for (const path of [
      '/health',
      '/healthz',
      '/metrics',
      '/readyz',
      '/status',
      '/api',
      '/x/login',
    ])
      expect(isWebPagePath(path), path).toBe(false);
  });
});
