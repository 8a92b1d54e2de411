import { createServer } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { MAX_RECONNECT_DELAY_MS, openRedis, reconnectDelay, redisReadyCheck } from './redis.js';

/** A loopback port with nothing listening. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

function capturingLog() {
  const lines: Array<{ level: string; msg: string }> = [];
  const at =
    (level: string) =>
    (_obj: unknown, msg?: string): void =>
      void lines.push({ level, msg: msg ?? String(_obj) });
  const log = {
    warn: at('warn'),
    info: at('info'),
    error: at('error'),
    debug: () => {},
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('the Redis connection', () => {
  it('reports absent without Redis', async () => {
    expect(await redisReadyCheck(undefined).check()).toBe('absent');
    expect(redisReadyCheck(undefined).name).toBe('redis');
  });

  it('backs off up to a cap, forever', () => {
    expect(reconnectDelay(1)).toBeLessThan(200);
    for (const attempt of [20, 1_000, 1_000_000])
      expect(reconnectDelay(attempt)).toBeLessThanOrEqual(MAX_RECONNECT_DELAY_MS * 1.2);
  });

  it('fails commands at once while Redis is unreachable, logs it once, never leaves a rejection unhandled', async () => {
    const { log, lines } = capturingLog();
    const redis = openRedis(`redis://127.0.0.1:${await closedPort()}`, log);
    const subscriber = redis.subscriber();
    try {
      // Fire-and-forget, as the socket.io adapter does: must not become an unhandled rejection
      // (vitest fails the run on one).
      void redis.client.publish('channel', 'message');
      void subscriber.psubscribe('pattern*');
      await expect(redis.client.get('key')).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 1_500)); // several reconnect attempts
      expect(redis.status()).toBe('down');
      expect(await redisReadyCheck(redis).check()).toBe('down');
      const warnings = lines.filter((line) => line.level === 'warn');
      expect(warnings.length).toBeGreaterThan(0);
      expect(warnings.length).toBeLessThanOrEqual(2); // one per link, not one per retry
    } finally {
      await redis.close();
    }
    // Closed: no more reconnection attempts (ioredis leaves a link that was between attempts
    // in 'reconnecting', with its timer cleared).
    let attempts = 0;
    for (const link of [redis.client, subscriber]) link.on('connecting', () => (attempts += 1));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(attempts).toBe(0);
  });
});
