import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createRateLimitStore } from './rate-limit-store.js';
import type { RedisConnection } from './redis.js';

type Counter = { current: number; ttl: number };
const quiet = { warn: () => {} } as unknown as FastifyBaseLogger;
const WINDOW = 60_000;

/** A Redis connection whose rate-limit script answers from a map, or fails, on demand. */
function fakeRedis() {
  const counts = new Map<string, number>();
  const state = { up: true, failing: false, calls: [] as string[] };
  const client = {
    rateLimit(key: string, _window: number, _max: number, ...rest: unknown[]) {
      const done = rest.at(-1) as (err: Error | null, result?: [number, number]) => void;
      state.calls.push(key);
      if (state.failing) return done(new Error('Command timed out'));
      counts.set(key, (counts.get(key) ?? 0) + 1);
      done(null, [counts.get(key)!, WINDOW]);
    },
    rateLimitRead(key: string, done: (err: Error | null, result?: [number, number]) => void) {
      if (state.failing) return done(new Error('Command timed out'));
      done(null, [counts.get(key) ?? 0, WINDOW]);
    },
  };
  const connection = { client, ready: () => state.up } as unknown as RedisConnection;
  return { connection, counts, state };
}

type Incr = (
  key: string,
  done: (err: Error | null, result?: Counter) => void,
  w: number,
  max: number,
) => void;
const incr = (store: { incr: Incr }, key: string) =>
  new Promise<Counter>((resolve, reject) =>
    store.incr(key, (err, result) => (err || !result ? reject(err) : resolve(result)), WINDOW, 10),
  );

describe('the rate-limit store', () => {
  it('counts in-process without Redis', async () => {
    const Store = createRateLimitStore(undefined, quiet);
    const store = new Store({});
    await incr(store, 'ip');
    expect((await incr(store, 'ip')).current).toBe(2);
  });

  it('answers with the shared count while Redis answers', async () => {
    const redis = fakeRedis();
    const store = new (createRateLimitStore(redis.connection, quiet))({});
    redis.counts.set('nethub:rate-limit:ip', 7); // hits seen by other instances
    expect((await incr(store, 'ip')).current).toBe(8);
  });

  it('falls back to this instance’s own count, hits included, when Redis fails or is away', async () => {
    const redis = fakeRedis();
    const store = new (createRateLimitStore(redis.connection, quiet))({});
    redis.counts.set('nethub:rate-limit:ip', 20);
    await incr(store, 'ip');
    await incr(store, 'ip');
    redis.state.failing = true;
    expect((await incr(store, 'ip')).current).toBe(3);
    redis.state.failing = false;
    redis.state.up = false;
    const callsBefore = redis.state.calls.length;
    expect((await incr(store, 'ip')).current).toBe(4);
    expect(redis.state.calls.length).toBe(callsBefore); // not even tried while away
    redis.state.up = true;
    expect((await incr(store, 'ip')).current).toBe(23);
  });

  it('gives per-route limits their own keys in both places', async () => {
    const redis = fakeRedis();
    const Store = createRateLimitStore(redis.connection, quiet);
    const root = new Store({});
    const login = root.child({
      routeInfo: { method: 'POST', url: '/api/v1/auth/login' },
    } as unknown as Parameters<typeof root.child>[0]);
    await incr(root, 'ip');
    expect((await incr(login, 'ip')).current).toBe(1);
    expect(redis.state.calls.at(-1)).toBe('nethub:rate-limit:POST/api/v1/auth/login-ip');
    redis.state.up = false;
    expect((await incr(login, 'ip')).current).toBe(2);
    expect((await incr(root, 'ip')).current).toBe(2);
  });
});
