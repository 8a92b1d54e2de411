/**
 * The first path segment of every page of the web app (besides `/`). The server answers these
 * paths with the app's index.html and every other unknown path with 404, so that `/health`,
 * `/metrics` or a mistyped probe never gets a 200 with the app. The web suite checks that each
 * route of the app's router starts with one of these segments, and that each segment is routed.
 */
export const WEB_PAGE_SEGMENTS = [
  'login',
  'sign-up',
  'forgot-password',
  'reset-password',
  'email-verified',
  'complete-registration',
  'verify-email',
  'email-landing',
  'error',
  'policies',
  'contact',
  'profile',
  'settings',
  'faqs',
  'media',
  'explore',
  'connections',
  'leads',
  'ledger',
  'rewards',
  'network-directory',
  'community',
  'notifications',
  'hub-chat',
  'subscriptions',
  'tickets',
  'meetings',
  'organization',
  'admin',
  'public-subscriptions-list',
  'public-subscription-details',
  'public-subscription-form',
  'public-subscription-payment',
  'public-event-ticket',
  'public-event-unsubscribe',
] as const;

const segments: ReadonlySet<string> = new Set(WEB_PAGE_SEGMENTS);

/** Whether a path (without its query) is one of the web app's pages: `/` or a known first segment. */
export function isWebPagePath(pathname: string): boolean {
  if (pathname === '/' || pathname === '') return true;
  const first = pathname.replace(/^\/+/, '').split('/', 1)[0]!;
  return segments.has(first);
}
