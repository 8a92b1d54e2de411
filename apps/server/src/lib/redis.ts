import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

export type RedisStatus = 'ok' | 'down' | 'absent';

/** A named readiness check, as /api/v1/health/ready takes them. */
export type ReadyCheck = { name: string; check(): Promise<RedisStatus> };

export type RedisConnection = {
  /** Commands (rate limits, publishing): fail fast while Redis is away, never queue. */
  client: Redis;
  /** Subscriptions (the socket.io adapter): one more connection, made on first use. */
  subscriber(): Redis;
  /** Both links usable now (a subscriber not made yet does not count against it). */
  status(): 'ok' | 'down';
  /** The command link is usable now. */
  ready(): boolean;
  /** Runs `listener` each time a link comes back after being lost. */
  onRestored(listener: () => void): void;
  /** Quits politely, and gives up on a Redis that does not answer within `graceMs`. */
  close(graceMs?: number): Promise<void>;
};

/** The most we wait between two reconnection attempts: Redis is retried forever. */
export const MAX_RECONNECT_DELAY_MS = 5_000;
/** One line per link per this period while Redis is away, with how many errors it stood for. */
const LOG_EVERY_MS = 30_000;

/** 100 ms, 200 ms, 400 ms ... capped, with jitter so that instances do not reconnect in step. */
export function reconnectDelay(attempt: number): number {
  const base = Math.min(100 * 2 ** Math.min(attempt - 1, 16), MAX_RECONNECT_DELAY_MS);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/**
 * The one Redis connection of an instance, shared by the real-time gateway and the rate limiter.
 *
 * Redis is optional at every moment: while it is unreachable (at start or later), commands fail
 * at once (no offline queue, a command timeout, one retry across a reconnect) so callers fall back
 * to this instance instead of waiting; the links reconnect forever with capped backoff. Every
 * command promise gets a rejection handler, so a library that fires commands and forgets them
 * (the socket.io adapter publishes that way) cannot crash the process with an unhandled rejection;
 * callers that await a command still see its error. Errors are logged once per link and outage,
 * then at most every 30 s, never once per retry.
 */
export function openRedis(
  url: string,
  log: FastifyBaseLogger,
  overrides: RedisOptions = {},
): RedisConnection {
  const common: RedisOptions = {
    connectTimeout: 3_000,
    retryStrategy: reconnectDelay,
    // An answer that never comes (a half-open link) fails the command, not the request.
    commandTimeout: 2_000,
    keepAlive: 10_000,
    ...overrides,
  };
  const client = new Redis(url, {
    ...common,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    autoResendUnfulfilledCommands: false,
    connectionName: 'nethub',
  });
  const restoredListeners: Array<() => void> = [];
  let sub: Redis | undefined;
  let closed = false;
  const isClosed = () => closed;
  watch(client, 'commands', log, restoredListeners, isClosed);
  neverUnhandled(client);

  return {
    client,
    subscriber() {
      if (sub) return sub;
      // Subscribing is only done at start and re-done by ioredis on every reconnect
      // (autoResubscribe): those few commands wait for Redis instead of failing.
      sub = new Redis(url, {
        ...common,
        commandTimeout: undefined,
        enableOfflineQueue: true,
        maxRetriesPerRequest: null,
        connectionName: 'nethub-sub',
      });
      watch(sub, 'subscriptions', log, restoredListeners, isClosed);
      neverUnhandled(sub);
      return sub;
    },
    ready: () => client.status === 'ready',
    status: () => (client.status === 'ready' && (!sub || sub.status === 'ready') ? 'ok' : 'down'),
    onRestored: (listener) => void restoredListeners.push(listener),
    async close(graceMs = 1_000) {
      if (closed) return;
      closed = true;
      await Promise.all([client, sub].filter((c) => c !== undefined).map((c) => quit(c, graceMs)));
    },
  };
}

/** A readiness check for Redis: `absent` when none is configured. */
export function redisReadyCheck(connection: RedisConnection | undefined): ReadyCheck {
  return {
    name: 'redis',
    check: async () => (connection ? connection.status() : 'absent'),
  };
}

/** QUIT when the link is up (pending replies are read first), else drop it; never waits long. */
async function quit(client: Redis, graceMs: number) {
  if (client.status === 'end') return;
  if (client.status !== 'ready') return client.disconnect();
  const timer = setTimeout(() => client.disconnect(), graceMs);
  try {
    await client.quit();
  } catch {
    client.disconnect();
  } finally {
    clearTimeout(timer);
  }
}

function neverUnhandled(client: Redis) {
  const send = client.sendCommand.bind(client);
  client.sendCommand = ((...args: Parameters<Redis['sendCommand']>) => {
    const result = send(...args);
    (result as Promise<unknown>).catch(() => {});
    return result;
  }) as Redis['sendCommand'];
}

/** Logs a link's outages and returns: one line when lost, then at most one per period. */
function watch(
  client: Redis,
  link: string,
  log: FastifyBaseLogger,
  restoredListeners: Array<() => void>,
  isClosed: () => boolean,
) {
  let lost = false;
  let everReady = false;
  let lastLogged = 0;
  let suppressed = 0;
  let downSince = 0;

  const markLost = (err?: Error) => {
    if (isClosed()) return;
    const now = Date.now();
    if (!lost) {
      lost = true;
      downSince = now;
      lastLogged = now;
      suppressed = 0;
      log.warn(
        { err, link },
        everReady
          ? 'redis link lost: real-time stays on this instance, rate limits in-process, until it returns'
          : 'redis unreachable: real-time on this instance, rate limits in-process, until it answers',
      );
      return;
    }
    suppressed += 1;
    if (now - lastLogged >= LOG_EVERY_MS) {
      log.warn(
        { err, link, errors: suppressed, downForMs: now - downSince },
        'redis still unreachable, retrying',
      );
      lastLogged = now;
      suppressed = 0;
    }
  };

  client.on('error', (err: Error) => markLost(err));
  client.on('close', () => {
    if (everReady) markLost();
  });
  client.on('ready', () => {
    const wasLost = lost;
    lost = false;
    if (wasLost) log.info({ link, downForMs: Date.now() - downSince }, 'redis link restored');
    if (everReady || wasLost) for (const listener of restoredListeners) listener();
    everReady = true;
  });
}
