import Bowser from 'bowser';
import type { SignedInSession } from '@nethub/contract';

type Described = Pick<SignedInSession, 'browser' | 'os' | 'device'>;

const DEVICES: Record<string, SignedInSession['device']> = {
  desktop: 'desktop',
  mobile: 'mobile',
  tablet: 'tablet',
};

/** "Chrome 131", "macOS", "desktop" from a User-Agent header; nulls when there is none. */
export function describeUserAgent(userAgent: string | null | undefined): Described {
  if (!userAgent) return { browser: null, os: null, device: 'unknown' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name
    ? [parsed.browser.name, major].filter(Boolean).join(' ')
    : null;
  return {
    browser,
    os: parsed.os.name ?? null,
    device: DEVICES[parsed.platform.type ?? ''] ?? 'unknown',
  };
}
