import { ErrorCode, STORAGE_KEYS } from '@nethub/contract/constants';
import { io } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession, buildUser, storeTokens } from '@/testing/factories';
import { apiError, apiUrl, http, HttpResponse, server } from '@/testing/server';
import {
  disconnectRealtime,
  emitWithAck,
  getRealtimeStatus,
  isRealtimeConnected,
  onRealtime,
  onRealtimeStatus,
  REALTIME_CONNECT,
  REALTIME_RECONNECT,
  RealtimeUnavailableError,
  reconnectDelay,
} from './realtime';

type Listener = (...args: unknown[]) => void;
type AuthCallback = (send: (data: { token: string | null }) => void) => void;

/** Just enough of a socket.io client socket: tests play the server's part through `emit`. */
const { FakeSocket, sockets } = vi.hoisted(() => {
  class FakeSocket {
    listeners = new Map<string, Listener[]>();
    anyListeners: Listener[] = [];
    connected = false;
    /** socket.io reconnects by itself (a lost transport), or leaves it to the app. */
    active = true;
    connect = vi.fn();
    disconnect = vi.fn();
    /** What the server acknowledges: tests set it per case. */
    answer = vi.fn<(event: string, payload: unknown, timeoutMs: number) => Promise<unknown>>();
    timeout(timeoutMs: number) {
      return {
        emitWithAck: (event: string, payload: unknown) => this.answer(event, payload, timeoutMs),
      };
    }
    constructor(readonly options: { auth: AuthCallback; transports: string[] }) {}
    on(event: string, listener: Listener) {
      this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
      return this;
    }
    onAny(listener: Listener) {
      this.anyListeners.push(listener);
      return this;
    }
    /** A reserved event (connect, connect_error) or a server event. */
    emit(event: string, payload?: unknown) {
      if (event === 'connect') this.connected = true;
      if (event === 'disconnect') this.connected = false;
      for (const listener of this.listeners.get(event) ?? []) listener(payload);
      if (!event.startsWith('connect') && event !== 'disconnect')
        for (const listener of this.anyListeners) listener(event, payload);
    }
    /** The token the next connection attempt sends. */
    token() {
      let token: string | null = null;
      this.options.auth((data) => {
        token = data.token;
      });
      return token;
    }
  }
  return { FakeSocket, sockets: [] as FakeSocket[] };
});

vi.mock('socket.io-client', () => ({
  io: vi.fn((options: ConstructorParameters<typeof FakeSocket>[0]) => {
    const socket = new FakeSocket(options);
    sockets.push(socket);
    return socket;
  }),
}));

/** Idle callbacks wait until the test runs them. */
const idle = new Map<number, IdleRequestCallback>();
let idleIds = 0;
const runIdle = () => {
  const runs = [...idle.values()];
  idle.clear();
  for (const run of runs) run({ didTimeout: false, timeRemaining: () => 50 });
};

beforeEach(() => {
  sockets.length = 0;
  idle.clear();
  vi.mocked(io).mockClear();
  window.requestIdleCallback = (run) => {
    idleIds += 1;
    idle.set(idleIds, run);
    return idleIds;
  };
  window.cancelIdleCallback = (id) => idle.delete(id);
});

afterEach(() => {
  disconnectRealtime();
  vi.useRealTimers();
});

async function connected() {
  runIdle();
  await vi.waitFor(() => expect(sockets).toHaveLength(1));
  return sockets[0] as InstanceType<typeof FakeSocket>;
}

describe('realtime connection', () => {
  it('connects once the page is idle, with the access token, and hands events to subscribers', async () => {
    storeTokens('access-1');
    const counts = vi.fn();
    const other = vi.fn();
    const stopCounts = onRealtime('notification:count', counts);
    const stopOther = onRealtime('chat:message', other);
    expect(io).not.toHaveBeenCalled();

    const socket = await connected();
    expect(io).toHaveBeenCalledTimes(1);
    expect(socket.options.transports).toEqual(['websocket', 'polling']);
    expect(socket.token()).toBe('access-1');

    socket.emit('notification:count', { countUnreadNotification: 3 });
    expect(counts).toHaveBeenCalledWith({ countUnreadNotification: 3 });
    expect(other).not.toHaveBeenCalled();

    stopCounts();
    socket.emit('notification:count', { countUnreadNotification: 4 });
    expect(counts).toHaveBeenCalledTimes(1);
    expect(socket.disconnect).not.toHaveBeenCalled();

    stopOther();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('does not connect without a signed-in session', async () => {
    const stop = onRealtime('notification:count', vi.fn());
    runIdle();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(io).not.toHaveBeenCalled();
    stop();
  });

  it('never opens a connection when the last subscriber leaves before the page is idle', () => {
    storeTokens();
    onRealtime('notification:count', vi.fn())();
    expect(idle.size).toBe(0);
    runIdle();
    expect(io).not.toHaveBeenCalled();
  });

  it('refreshes an expired token once and connects again with the new one', async () => {
    storeTokens('access-1', 'refresh-1');
    const refreshed = buildSession({ accessToken: 'access-2', refreshToken: 'refresh-2' });
    const refreshes: unknown[] = [];
    server.use(
      http.get(apiUrl('/auth/check-session'), ({ request }) =>
        request.headers.get('Authorization') === 'Bearer access-2'
          ? HttpResponse.json({ data: buildUser() })
          : apiError(401, ErrorCode.TOKEN_EXPIRED),
      ),
      http.post(apiUrl('/auth/token/refresh'), async ({ request }) => {
        refreshes.push(await request.json());
        return HttpResponse.json({ data: refreshed });
      }),
    );
    const stop = onRealtime('notification:count', vi.fn());
    const socket = await connected();

    socket.emit('connect_error', new Error(ErrorCode.TOKEN_EXPIRED));
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(1));
    expect(refreshes).toEqual([expect.objectContaining({ refreshToken: 'refresh-1' })]);
    expect(socket.token()).toBe('access-2');

    // Refused again before connecting: no second refresh, no loop.
    socket.emit('connect_error', new Error(ErrorCode.TOKEN_EXPIRED));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(refreshes).toHaveLength(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    // A later expiry, after a successful connection, is renewed again.
    socket.emit('connect');
    socket.emit('connect_error', new Error(ErrorCode.TOKEN_EXPIRED));
    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalledTimes(2));
    stop();
  });

  it('ignores other connection errors: socket.io retries those by itself', async () => {
    storeTokens();
    const checks = vi.fn();
    server.use(
      http.get(apiUrl('/auth/check-session'), () => {
        checks();
        return HttpResponse.json({ data: buildUser() });
      }),
    );
    const stop = onRealtime('notification:count', vi.fn());
    const socket = await connected();

    socket.emit('connect_error', new Error('websocket error'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(checks).not.toHaveBeenCalled();
    expect(socket.connect).not.toHaveBeenCalled();
    stop();
  });

  it('disconnects when the session is signed out in another tab', async () => {
    storeTokens();
    const stop = onRealtime('notification:count', vi.fn());
    const socket = await connected();

    localStorage.removeItem(STORAGE_KEYS.token);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.token, newValue: null }));

    expect(socket.disconnect).toHaveBeenCalled();
    stop();
  });
});

/** A chat message as the client publishes it. */
const message = { token: 'grant', channel: 'a', clientId: 'client-1' };

describe('realtime connection: connects and acknowledgements', () => {
  it('hands every (re)connection to connect handlers, at once to one that comes while connected', async () => {
    storeTokens();
    const early = vi.fn();
    const stopEarly = onRealtime(REALTIME_CONNECT, early);
    const socket = await connected();
    expect(early).not.toHaveBeenCalled();

    socket.emit('connect');
    expect(early).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    const stopLate = onRealtime(REALTIME_CONNECT, late);
    await vi.waitFor(() => expect(late).toHaveBeenCalledTimes(1));

    // A reconnection reaches both.
    socket.emit('connect');
    expect(early).toHaveBeenCalledTimes(2);
    expect(late).toHaveBeenCalledTimes(2);
    stopEarly();
    stopLate();
  });

  it('resolves with the acknowledgement, within the given time', async () => {
    storeTokens();
    const stop = onRealtime('chat:message', vi.fn());
    const socket = await connected();
    socket.emit('connect');
    expect(isRealtimeConnected()).toBe(true);
    socket.answer.mockResolvedValue({ data: { granted: ['a'], denied: [] } });

    const body = { token: 'grant', channels: ['a'] };
    await expect(emitWithAck('chat:subscribe', body, 4_000)).resolves.toEqual({
      data: { granted: ['a'], denied: [] },
    });
    expect(socket.answer).toHaveBeenCalledWith('chat:subscribe', body, 4_000);

    socket.answer.mockRejectedValue(new Error('operation has timed out'));
    await expect(emitWithAck('chat:publish', message, 10)).rejects.toBeInstanceOf(
      RealtimeUnavailableError,
    );
    stop();
  });

  it('fails at once while there is no connection', async () => {
    await expect(emitWithAck('chat:publish', message, 4_000)).rejects.toBeInstanceOf(
      RealtimeUnavailableError,
    );
    storeTokens();
    const stop = onRealtime('chat:message', vi.fn());
    const socket = await connected();
    // Created, not connected yet.
    expect(isRealtimeConnected()).toBe(false);
    await expect(emitWithAck('chat:publish', message, 4_000)).rejects.toBeInstanceOf(
      RealtimeUnavailableError,
    );
    expect(socket.answer).not.toHaveBeenCalled();
    stop();
  });
});

describe('realtime connection: reconnects whatever ended it', () => {
  it('waits between half and all of a doubling step, up to 5 s', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1_000);
    expect(reconnectDelay(0, () => 1)).toBe(500);
    expect(reconnectDelay(1, () => 0.5)).toBe(1_500);
    expect(reconnectDelay(3, () => 0)).toBe(5_000);
    expect(reconnectDelay(10, () => 1)).toBe(2_500);
  });

  it('catches up as after a reconnect when the server says its fan-out is back (resync)', async () => {
    storeTokens('access-1');
    const connects = vi.fn();
    const reconnects = vi.fn();
    const stops = [
      onRealtime(REALTIME_CONNECT, connects),
      onRealtime(REALTIME_RECONNECT, reconnects),
    ];
    const socket = await connected();
    socket.emit('connect');
    expect([connects.mock.calls.length, reconnects.mock.calls.length]).toEqual([1, 0]);
    socket.emit('realtime:resync', { reason: 'fan-out-restored' });
    expect([connects.mock.calls.length, reconnects.mock.calls.length]).toEqual([2, 1]);
    for (const stop of stops) stop();
  });

  it('connects again after the server disconnected it (a restart), and says it is back', async () => {
    storeTokens('access-1');
    const statuses: string[] = [];
    const stopStatus = onRealtimeStatus(() => statuses.push(getRealtimeStatus()));
    const connects = vi.fn();
    const reconnects = vi.fn();
    const stops = [
      onRealtime(REALTIME_CONNECT, connects),
      onRealtime(REALTIME_RECONNECT, reconnects),
    ];
    const socket = await connected();
    socket.emit('connect');
    expect(reconnects).not.toHaveBeenCalled();

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    // socket.io leaves a socket the server disconnected to the app: it is no longer active.
    socket.active = false;
    socket.emit('disconnect', 'io server disconnect');
    expect(getRealtimeStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(999);
    expect(socket.connect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(1);

    // Still down: the next wait is longer.
    socket.emit('connect_error', new Error('xhr poll error'));
    vi.advanceTimersByTime(1_999);
    expect(socket.connect).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(socket.connect).toHaveBeenCalledTimes(2);

    socket.active = true;
    socket.emit('connect');
    expect(connects).toHaveBeenCalledTimes(2);
    expect(reconnects).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual(['connecting', 'online', 'reconnecting', 'online']);
    // Back up: no attempt is left waiting.
    vi.advanceTimersByTime(10_000);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    vi.mocked(Math.random).mockRestore();
    for (const stop of [...stops, stopStatus]) stop();
  });

  it('leaves a lost transport to socket.io, which reconnects by itself', async () => {
    storeTokens();
    const stop = onRealtime('notification:count', vi.fn());
    const socket = await connected();
    socket.emit('connect');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    socket.emit('disconnect', 'transport close');
    expect(getRealtimeStatus()).toBe('reconnecting');
    vi.advanceTimersByTime(30_000);
    expect(socket.connect).not.toHaveBeenCalled();
    socket.emit('connect');
    expect(getRealtimeStatus()).toBe('online');
    stop();
  });

  it('renews a refused token once the server answers again, then connects', async () => {
    storeTokens('access-1', 'refresh-1');
    let down = true;
    server.use(
      http.get(apiUrl('/auth/check-session'), ({ request }) => {
        if (down) return HttpResponse.error();
        return request.headers.get('Authorization') === 'Bearer access-2'
          ? HttpResponse.json({ data: buildUser() })
          : apiError(401, ErrorCode.TOKEN_EXPIRED);
      }),
      http.post(apiUrl('/auth/token/refresh'), () =>
        HttpResponse.json({
          data: buildSession({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
        }),
      ),
    );
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const stop = onRealtime('notification:count', vi.fn());
    const socket = await connected();
    socket.emit('connect');
    socket.active = false;
    socket.emit('disconnect', 'io server disconnect');

    // The new server refuses the old token while the refresh cannot get through yet.
    socket.emit('connect_error', new Error(ErrorCode.TOKEN_EXPIRED));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(socket.connect).not.toHaveBeenCalled();
    down = false;

    await vi.waitFor(() => expect(socket.connect).toHaveBeenCalled(), { timeout: 10_000 });
    expect(socket.token()).toBe('access-2');
    vi.mocked(Math.random).mockRestore();
    stop();
  });

  it('stops trying once the member signs out', async () => {
    storeTokens();
    const stop = onRealtime('notification:count', vi.fn());
    const socket = await connected();
    socket.emit('connect');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    socket.active = false;
    socket.emit('disconnect', 'io server disconnect');

    stop();
    expect(getRealtimeStatus()).toBe('offline');
    vi.advanceTimersByTime(30_000);
    expect(socket.connect).not.toHaveBeenCalled();
  });
});
