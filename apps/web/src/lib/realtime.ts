import { ErrorCode, STORAGE_KEYS } from '@nethub/contract';
import type { Socket } from 'socket.io-client';
import { api } from './api-client';
import { getToken } from './storage';

type Handler = (payload: unknown) => void;

/**
 * socket.io's own event for every (re)connection. `onRealtime(REALTIME_CONNECT, handler)` hears
 * it like a server event (a handler that arrives while connected is called at once): a
 * reconnection is a new session on the server, so whatever was joined must be joined again.
 */
export const REALTIME_CONNECT = 'connect';

/** An answer that cannot be had over the connection: it is down, or did not answer in time. */
export class RealtimeUnavailableError extends Error {
  override name = 'RealtimeUnavailableError';
}

/** Browsers without requestIdleCallback (Safari) wait this long instead. */
const IDLE_FALLBACK_MS = 1_000;
/** The longest a busy page may keep the connection waiting. */
const IDLE_TIMEOUT_MS = 3_000;

const handlers = new Map<string, Set<Handler>>();
let socket: Socket | null = null;
let cancelScheduled: (() => void) | null = null;

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(id);
}

const dispatch = (event: string, payload: unknown) => {
  for (const handler of handlers.get(event) ?? []) handler(payload);
};

/**
 * Any authenticated call renews an expired access token through the API client's single-flight
 * refresh (which also ends the session when the refresh token is refused); the check-session
 * call is the lightest one.
 */
const renewAccessToken = () => api.get('/auth/check-session');

/** The server refuses an expired token once per attempt: renew it once, then connect again. */
function renewOnExpiry(target: Socket) {
  let renewed = false;
  target.on('connect', () => {
    renewed = false;
  });
  target.on('connect_error', (error) => {
    if (error.message !== ErrorCode.TOKEN_EXPIRED || renewed) return;
    renewed = true;
    renewAccessToken().then(
      () => {
        if (socket === target) target.connect();
      },
      // The bell and other screens keep working from their queries until the next page load.
      () => undefined,
    );
  });
}

/** Another tab signed out: the shared session is gone. */
function handleStorage(event: StorageEvent) {
  if (event.key === STORAGE_KEYS.token && event.newValue === null) disconnectRealtime();
}

async function connect() {
  cancelScheduled = null;
  const { io } = await import('socket.io-client');
  // Everyone may have unsubscribed, or the member signed out, while the library loaded.
  if (socket || handlers.size === 0 || !getToken()) return;
  socket = io({
    // Read on every attempt, so a reconnect sends the token refreshed meanwhile.
    auth: (send) => send({ token: getToken() }),
    transports: ['websocket', 'polling'],
  });
  socket.onAny(dispatch);
  // Reserved events never reach onAny.
  socket.on('connect', () => dispatch(REALTIME_CONNECT, undefined));
  renewOnExpiry(socket);
  window.addEventListener('storage', handleStorage);
}

/** Closes the shared connection (sign-out, or nobody listens any more). */
export function disconnectRealtime() {
  cancelScheduled?.();
  cancelScheduled = null;
  window.removeEventListener('storage', handleStorage);
  socket?.disconnect();
  socket = null;
}

/**
 * Calls `handler` with the payload of every `event` the server pushes to this member. The one
 * shared connection opens, once the page is idle, with the first subscriber (socket.io-client
 * loads then, outside the first-load JS) and closes with the last. Returns the unsubscribe.
 */
export function onRealtime<Payload>(event: string, handler: (payload: Payload) => void) {
  const listener = handler as Handler;
  const forEvent = handlers.get(event) ?? new Set<Handler>();
  forEvent.add(listener);
  handlers.set(event, forEvent);
  if (!socket && !cancelScheduled) cancelScheduled = whenIdle(() => void connect());
  if (event === REALTIME_CONNECT && socket?.connected) {
    queueMicrotask(() => {
      if (forEvent.has(listener)) listener(undefined);
    });
  }

  return () => {
    forEvent.delete(listener);
    // A second call, or one after the event got a new set, must not drop others' handlers.
    if (forEvent.size === 0 && handlers.get(event) === forEvent) handlers.delete(event);
    if (handlers.size === 0) disconnectRealtime();
  };
}

/** The connection is up: an emit now reaches the server. */
export const isRealtimeConnected = () => socket?.connected === true;

/**
 * Sends `event` and resolves with the server's acknowledgement. Fails at once with a
 * RealtimeUnavailableError while the connection is down (so the caller can use HTTP instead),
 * and after `timeoutMs` without an answer.
 */
export async function emitWithAck<Answer>(event: string, payload: unknown, timeoutMs: number) {
  if (!socket?.connected) throw new RealtimeUnavailableError(`Not connected: ${event}`);
  try {
    return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as Answer;
  } catch (error) {
    throw new RealtimeUnavailableError(`No answer: ${event}`, { cause: error });
  }
}
