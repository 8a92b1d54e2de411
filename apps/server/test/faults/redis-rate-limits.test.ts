import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createScratchDatabase,
  eventually,
  type ScratchDatabase,
} from './support/members.js';
import {
  startRedisServer,
  startTcpProxy,
  type RedisServer,
  type TcpProxy,
} from './support/redis-proxy.js';
import { startServer, type ServerProcess } from './support/server-process.js';

/** The sign-in limit (auth.routes.ts strictLimit): 10 a minute per client address. */
const SIGN_IN_LIMIT = 10;

let redis: RedisServer;
let proxy: TcpProxy;
let a: ServerProcess;
let b: ServerProcess;
let database: ScratchDatabase;

beforeAll(async () => {
  redis = await startRedisServer();
  proxy = await startTcpProxy(redis.port);
  // PostgreSQL starts faster than two embedded databases on a busy machine; only Redis matters.
  database = await createScratchDatabase();
  const env = {
    REDIS_URL: proxy.url,
    DATABASE_URL: database.url,
    RATE_LIMITS: 'on',
    LOG_LEVEL: 'info',
  };
  a = await startServer(env);
  b = await startServer(env);
});

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await proxy?.close();
  await redis?.stop();
  await database?.drop();
});

// A new e-mail each time: the per-account throttle (ADR 012) is not what is measured here.
let guesses = 0;
const failedSignIn = async (server: ServerProcess) =>
  (
    await call(server.url, undefined, 'POST', '/auth/login', {
      email: `nobody-${++guesses}@example.com`,
      password: 'Wrong-guess-1',
    })
  ).status;

/** Failed sign-ins on `server` until it answers 429; how many it let through (bounded). */
async function allowedUntilLimited(server: ServerProcess) {
  for (let allowed = 0; allowed <= SIGN_IN_LIMIT * 3; allowed += 1) {
    const status = await failedSignIn(server);
    if (status === 429) return allowed;
    expect(status).toBeLessThan(500);
  }
  return Infinity;
}

describe('the sign-in limit across two instances sharing Redis', () => {
  it('counts both instances together, and still limits each one while Redis is cut', async () => {
    // Spread over both instances, the shared count reaches the limit of one instance.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT; attempt += 1)
      statuses.push(await failedSignIn(attempt % 2 === 0 ? a : b));
    expect(statuses.every((status) => status !== 429 && status < 500)).toBe(true);
    expect(await failedSignIn(a)).toBe(429);
    expect(await failedSignIn(b)).toBe(429);

    // Redis cut: no unlimited guessing. Each instance counted its own hits all along (6 each
    // here), so it refuses after the rest of its own limit.
    await proxy.cut();
    await eventually('the instances to notice the cut', async () => {
      // The readiness check is another engineer's endpoint; the cut shows in the logs.
      return a.output().includes('redis link lost') && b.output().includes('redis link lost')
        ? true
        : undefined;
    });
    expect(await allowedUntilLimited(a)).toBe(SIGN_IN_LIMIT - SIGN_IN_LIMIT / 2 - 1);
    expect(await allowedUntilLimited(b)).toBe(SIGN_IN_LIMIT - SIGN_IN_LIMIT / 2 - 1);
    expect(await failedSignIn(a)).toBe(429);

    // Other calls are not blocked by the outage.
    expect((await call(a.url, undefined, 'GET', '/health/live')).status).toBe(200);

    // Restored: the shared count answers again (still over the limit in this window).
    await proxy.restore();
    await eventually('the instances to use Redis again', () =>
      a.output().includes('redis link restored') && b.output().includes('redis link restored')
        ? true
        : undefined,
    );
    expect(await failedSignIn(a)).toBe(429);
    expect(await failedSignIn(b)).toBe(429);
    for (const server of [a, b]) {
      expect(server.child.exitCode, server.output()).toBeNull();
      expect(server.output()).not.toMatch(/Unhandled|MaxRetriesPerRequestError/);
    }
  });
});
