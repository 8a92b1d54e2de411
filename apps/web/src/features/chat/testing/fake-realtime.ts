import { act } from '@testing-library/react';

/*
 * lib/realtime as the chat tests play it: realtime-setup.ts puts it in place of lib/realtime for
 * every chat screen test (the `chat` project in vitest.config.ts). The test is the server: it
 * connects the socket, pushes events and answers acknowledged emits (see chat-world.ts).
 */

type Handler = (payload: unknown) => void;
type Emitted = { event: string; payload: Record<string, unknown> };

import type { ChatAck, ClientToServerCalls, ClientToServerEvent } from '@nethub/contract/constants';
import {
  REALTIME_CONNECT,
  REALTIME_RECONNECT,
  type RealtimeEvent,
  type RealtimePayloads,
} from '@/lib/realtime-events';

export { REALTIME_CONNECT, REALTIME_RECONNECT };

type Status = 'offline' | 'connecting' | 'online' | 'reconnecting';

export class RealtimeUnavailableError extends Error {
  override name = 'RealtimeUnavailableError';
}

export const realtime = {
  handlers: new Map<string, Set<Handler>>(),
  emitted: [] as Emitted[],
  connected: false,
  everConnected: false,
  status: 'offline' as Status,
  statusListeners: new Set<() => void>(),
  /** The server's acknowledgement of an emit. */
  answer: (_event: string, _payload: Record<string, unknown>): unknown => {
    throw new RealtimeUnavailableError('nobody answers');
  },
  reset() {
    this.handlers.clear();
    this.emitted = [];
    this.connected = false;
    this.everConnected = false;
    this.status = 'offline';
    this.statusListeners.clear();
    this.answer = () => {
      throw new RealtimeUnavailableError('nobody answers');
    };
  },
};

export function onRealtime<E extends RealtimeEvent>(
  event: E,
  handler: (payload: RealtimePayloads[E]) => void,
) {
  const listener = handler as Handler;
  const forEvent = realtime.handlers.get(event) ?? new Set<Handler>();
  forEvent.add(listener);
  realtime.handlers.set(event, forEvent);
  if (event === REALTIME_CONNECT && realtime.connected)
    queueMicrotask(() => {
      if (forEvent.has(listener)) listener(undefined);
    });
  return () => void forEvent.delete(listener);
}

export const isRealtimeConnected = () => realtime.connected;

export const getRealtimeStatus = () => realtime.status;

export function onRealtimeStatus(listener: () => void) {
  realtime.statusListeners.add(listener);
  return () => void realtime.statusListeners.delete(listener);
}

function setStatus(status: Status) {
  realtime.status = status;
  act(() => {
    for (const listener of realtime.statusListeners) listener();
  });
}

export async function emitWithAck<E extends ClientToServerEvent>(
  event: E,
  payload: ClientToServerCalls[E]['body'],
  _timeoutMs: number,
) {
  const sent = payload as Record<string, unknown>;
  realtime.emitted.push({ event, payload: sent });
  if (!realtime.connected) throw new RealtimeUnavailableError(`Not connected: ${event}`);
  return (await realtime.answer(event, sent)) as ChatAck<ClientToServerCalls[E]['answer']>;
}

export function disconnectRealtime() {
  realtime.connected = false;
}

/** The server pushes `event` to this member. */
export function push<E extends RealtimeEvent>(event: E, payload?: RealtimePayloads[E]) {
  act(() => {
    for (const handler of realtime.handlers.get(event) ?? []) handler(payload);
  });
}

/** The socket (re)connects. */
export function connectSocket() {
  const again = realtime.everConnected;
  realtime.connected = true;
  realtime.everConnected = true;
  setStatus('online');
  push(REALTIME_CONNECT);
  if (again) push(REALTIME_RECONNECT);
}

/** The connection is lost (the server restarts, the network drops); the client retries. */
export function dropSocket() {
  realtime.connected = false;
  setStatus('reconnecting');
}

/** What was emitted as `event`, in order. */
export const emittedAs = (event: string) =>
  realtime.emitted.filter((emitted) => emitted.event === event).map((emitted) => emitted.payload);
