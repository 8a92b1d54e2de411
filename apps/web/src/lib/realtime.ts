import {
  ErrorCode,
  REALTIME_RESYNC_EVENT,
  STORAGE_KEYS,
  type ChatAck,
  type ClientToServerCalls,
  type ClientToServerEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@nethub/contract/constants';
import type { Socket } from 'socket.io-client';
import { api } from './api-client';
import {
  REALTIME_CONNECT,
  REALTIME_RECONNECT,
  type RealtimeEvent,
  type RealtimePayloads,
} from './realtime-events';
import { getToken } from './storage';

export { REALTIME_CONNECT, REALTIME_RECONNECT };
export type { RealtimeEvent, RealtimePayloads };

/** The connection, typed by the contract's wire: what the server pushes, what the client asks. */
type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type Handler = (payload: unknown) => void;

/** An answer that cannot be had over the connection: it is down, or did not answer in time. */
export class RealtimeUnavailableError extends Error {
  override name = 'RealtimeUnavailableError';
}

/**
 * `offline`: no connection is wanted (signed out, or nobody listens); `connecting`: the first
 * one is on its way; `online`; `reconnecting`: it was up and is lost, the client is trying again.
 */
export type RealtimeStatus = 'offline' | 'connecting' | 'online' | 'reconnecting';

/** Browsers without requestIdleCallback (Safari) wait this long instead. */
const IDLE_FALLBACK_MS = 1_000;
/** The longest a busy page may keep the connection waiting. */
const IDLE_TIMEOUT_MS = 3_000;
/**
 * Waits between attempts double from about 1 s up to 5 s; each is drawn between half and all of
 * its step, so that the tabs a restart dropped all at once do not come back all at once.
 */
const RECONNECT_BASE_MS = 1_000;
const RECONNECT_MAX_MS = 5_000;
const RECONNECT_JITTER = 0.5;

/** The wait before reconnection attempt `attempt` (from 0). */
export function reconnectDelay(attempt: number, random: () => number = Math.random) {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(step * (1 - RECONNECT_JITTER * random()));
}

/** The server turned the handshake down: the access token it was given is not (or no longer) good. */
const isRefusedToken = (message: string) =>
  message === ErrorCode.TOKEN_EXPIRED || message === ErrorCode.UNAUTHORIZED;

const handlers = new Map<string, Set<Handler>>();
const statusListeners = new Set<() => void>();
let status: RealtimeStatus = 'offline';
let socket: RealtimeSocket | null = null;
let cancelScheduled: (() => void) | null = null;
/** The attempt the client itself scheduled (socket.io schedules its own otherwise). */
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let attempts = 0;
/** The token was renewed since the last connection: a second refusal waits instead. */
let renewed = false;
let wasOnline = false;

function setStatus(next: RealtimeStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

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

function cancelRetry() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
}

/**
 * Connects `target` again after the next wait. socket.io reconnects by itself after a lost
 * transport, but not after the server disconnected the socket ('io server disconnect', as a
 * restart may) nor after it refused the handshake: those are the client's to retry.
 */
function retryLater(target: RealtimeSocket, before?: () => Promise<unknown>) {
  if (socket !== target) return;
  // One attempt waits at a time; one that must renew the token first replaces a plain one.
  if (retryTimer !== undefined) {
    if (!before) return;
    cancelRetry();
  }
  const delay = reconnectDelay(attempts);
  attempts += 1;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    if (socket !== target || target.connected) return;
    if (!before) {
      target.connect();
      return;
    }
    before().then(
      () => {
        if (socket === target) target.connect();
      },
      // The server could not be reached, or the session ended (the API client signs out then).
      () => {
        if (getToken()) retryLater(target, before);
      },
    );
  }, delay);
}

/** The handshake was refused for the token: renew it once, then connect again with it. */
function handleRefusedToken(target: RealtimeSocket) {
  if (renewed) {
    // Renewed and still refused: try later with whatever token is held then (another tab may
    // have refreshed it), renewing again only if that fails too.
    renewed = false;
    retryLater(target);
    return;
  }
  renewed = true;
  renewAccessToken().then(
    () => {
      if (socket === target) target.connect();
    },
    () => {
      if (getToken()) retryLater(target, renewAccessToken);
    },
  );
}

/** Keeps `target` connected whatever ended the last connection, and tells who listens. */
function keepConnected(target: RealtimeSocket) {
  target.on('connect', () => {
    if (socket !== target) return;
    cancelRetry();
    attempts = 0;
    renewed = false;
    const again = wasOnline;
    wasOnline = true;
    setStatus('online');
    dispatch(REALTIME_CONNECT, undefined);
    if (again) dispatch(REALTIME_RECONNECT, undefined);
  });
  // The server lost its link to the other instances for a while (Redis) and has it back: what
  // was fanned out meanwhile may have missed this tab, so listeners catch up as after a reconnect.
  target.on(REALTIME_RESYNC_EVENT, () => {
    if (socket !== target) return;
    dispatch(REALTIME_CONNECT, undefined);
    dispatch(REALTIME_RECONNECT, undefined);
  });
  target.on('disconnect', () => {
    if (socket !== target) return;
    if (wasOnline) setStatus('reconnecting');
    if (!target.active) retryLater(target);
  });
  target.on('connect_error', (error) => {
    if (socket !== target) return;
    if (isRefusedToken(error.message)) handleRefusedToken(target);
    else if (!target.active) retryLater(target);
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
  setStatus('connecting');
  socket = io({
    // Read on every attempt, so a reconnect sends the token refreshed meanwhile.
    auth: (send) => send({ token: getToken() }),
    transports: ['websocket', 'polling'],
    reconnectionDelay: RECONNECT_BASE_MS,
    reconnectionDelayMax: RECONNECT_MAX_MS,
    randomizationFactor: RECONNECT_JITTER,
  });
  socket.onAny(dispatch);
  // Reserved events never reach onAny.
  keepConnected(socket);
  window.addEventListener('storage', handleStorage);
}

/** Closes the shared connection (sign-out, or nobody listens any more). */
export function disconnectRealtime() {
  cancelScheduled?.();
  cancelScheduled = null;
  window.removeEventListener('storage', handleStorage);
  cancelRetry();
  const closing = socket;
  socket = null;
  closing?.disconnect();
  attempts = 0;
  renewed = false;
  wasOnline = false;
  setStatus('offline');
}

/**
 * Calls `handler` with the payload of every `event` the server pushes to this member. The one
 * shared connection opens, once the page is idle, with the first subscriber (socket.io-client
 * loads then, outside the first-load JS) and closes with the last. Returns the unsubscribe.
 */
export function onRealtime<E extends RealtimeEvent>(
  event: E,
  handler: (payload: RealtimePayloads[E]) => void,
) {
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

/** Where the shared connection stands (see RealtimeStatus). */
export const getRealtimeStatus = () => status;

/** Calls `listener` whenever the status changes; returns the unsubscribe. */
export function onRealtimeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

/**
 * Sends `event` and resolves with the server's acknowledgement. Fails at once with a
 * RealtimeUnavailableError while the connection is down (so the caller can use HTTP instead),
 * and after `timeoutMs` without an answer.
 */
export async function emitWithAck<E extends ClientToServerEvent>(
  event: E,
  payload: ClientToServerCalls[E]['body'],
  timeoutMs: number,
): Promise<ChatAck<ClientToServerCalls[E]['answer']>> {
  if (!socket?.connected) throw new RealtimeUnavailableError(`Not connected: ${event}`);
  // socket.io's own typing cannot follow a generic event name: the wire's map says the same.
  const untyped = socket.timeout(timeoutMs) as unknown as {
    emitWithAck: (event: string, payload: unknown) => Promise<unknown>;
  };
  try {
    return (await untyped.emitWithAck(event, payload)) as ChatAck<ClientToServerCalls[E]['answer']>;
  } catch (error) {
    throw new RealtimeUnavailableError(`No answer: ${event}`, { cause: error });
  }
}
