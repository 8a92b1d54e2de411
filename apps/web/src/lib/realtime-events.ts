import type { ServerToClientPayloads } from '@nethub/contract/constants';

/*
 * The connection's own events, which lib/realtime dispatches like the server's: here, apart from
 * the connection, so a screen (and a test that plays the connection) can name them without it.
 */

/**
 * socket.io's own event for every (re)connection. `onRealtime(REALTIME_CONNECT, handler)` hears
 * it like a server event (a handler that arrives while connected is called at once): a
 * reconnection is a new session on the server, so whatever was joined must be joined again.
 */
export const REALTIME_CONNECT = 'connect';

/**
 * Every connection after the first one of this page: the server knows nothing of what the page
 * missed meanwhile, so listeners fetch again what they show.
 */
export const REALTIME_RECONNECT = 'realtime:reconnect';

/** Every event a listener may hear: the server's pushes (the contract's wire) and the above. */
export type RealtimePayloads = ServerToClientPayloads & {
  [REALTIME_CONNECT]: undefined;
  [REALTIME_RECONNECT]: undefined;
};
export type RealtimeEvent = keyof RealtimePayloads;
