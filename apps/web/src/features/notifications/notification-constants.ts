/*
 * The contract's NOTIFICATION_COUNT_EVENT and NOTIFICATION_MESSAGES, restated: they sit in a
 * module that builds zod schemas, which the header and its panel do not otherwise load
 * (notification-constants.test.ts checks that both sides agree). Likewise lib/realtime's
 * REALTIME_RECONNECT, which tests that play the connection need not know.
 */

/** Real-time event carrying the member's fresh notification counts. */
export const NOTIFICATION_COUNT_EVENT = 'notification:count';

export const NOTIFICATION_MESSAGES = { allRead: 'All notifications marked as read' } as const;

/** The live connection is back after a loss (lib/realtime's REALTIME_RECONNECT). */
export const REALTIME_RECONNECT_EVENT = 'realtime:reconnect';
