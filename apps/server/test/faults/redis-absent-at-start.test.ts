import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, type ChatMessage } from '@nethub/contract';
import {
  ask,
  call,
  connect,
  createScratchDatabase,
  eventually,
  openSocket,
  signUp,
  type ScratchDatabase,
} from './support/members.js';
import {
  startRedisServer,
  startTcpProxy,
  type RedisServer,
  type TcpProxy,
} from './support/redis-proxy.js';
import { startServer, type ServerProcess } from './support/server-process.js';

/**
 * Redis configured but unreachable when the instance starts: it used to die of an unhandled
 * MaxRetriesPerRequestError some 10 s later (the adapter's subscriptions and publishes).
 */
const UNREACHABLE_MS = 15_000;
const SIGN_IN_LIMIT = 10;

let redis: RedisServer;
let proxy: TcpProxy;
let database: ScratchDatabase;
let server: ServerProcess;
const sockets: Socket[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  proxy = await startTcpProxy(redis.port);
  await proxy.cut();
  database = await createScratchDatabase();
  server = await startServer({
    REDIS_URL: proxy.url,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'info',
    RATE_LIMITS: 'on',
  });
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server?.stop();
  await proxy?.close();
  await redis?.stop();
  await database?.drop();
});

describe('Redis unreachable at start', () => {
  it('serves, chats and limits on its own, then uses Redis once it answers', async () => {
    const startedAt = Date.now();
    const [ann, bob] = [await signUp(server.url), await signUp(server.url)];
    await connect(server.url, ann, bob);
    const channel = (
      (
        await call(server.url, ann, 'POST', '/chat/get-channel', {
          users: [ann.userId, bob.userId],
        })
      ).body.data as { channel: string }
    ).channel;
    const socket = await openSocket(server.url, bob);
    sockets.push(socket);
    const token = (await call(server.url, bob, 'POST', '/chat/grant-token')).body.data as string;
    await ask(socket, CHAT_EVENTS.subscribe, { token, channels: [channel] });
    const received = new Set<string>();
    socket.on(CHAT_EVENTS.message, (message: ChatMessage) => received.add(message._id));

    // The sign-in limit holds in-process: two sign-ins above, then failed ones until refused.
    let allowed = 0;
    while (allowed <= SIGN_IN_LIMIT) {
      // A new e-mail each time: the per-account throttle (ADR 012) is not measured here.
      const { status } = await call(server.url, undefined, 'POST', '/auth/login', {
        email: `nobody-${allowed}@example.com`,
        password: 'Wrong-guess-1',
      });
      if (status === 429) break;
      expect(status).toBeLessThan(500);
      allowed += 1;
    }
    expect(allowed).toBe(SIGN_IN_LIMIT - 2);

    // Well past the point where the old gateway crashed, messages flow to the local socket.
    let sent = 0;
    while (Date.now() - startedAt < UNREACHABLE_MS) {
      const res = await call(server.url, ann, 'POST', '/chat/send-message', {
        channel,
        content: `alone ${++sent}`,
        clientId: `absent-${sent}`,
      });
      expect(res.status).toBe(200);
      const id = (res.body.data as ChatMessage)._id;
      await eventually(`local delivery ${sent}`, () => (received.has(id) ? true : undefined));
      expect(server.child.exitCode, server.output()).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(server.output()).toMatch(/redis unreachable/);

    // Redis appears: the instance connects by itself and counts in Redis from then on.
    await proxy.restore();
    await eventually('the instance to reach Redis', () =>
      server.output().includes('redis link restored') ? true : undefined,
    );
    const direct = new Redis(redis.url, { maxRetriesPerRequest: 1 });
    try {
      await eventually('a rate-limit count in Redis', async () => {
        await call(server.url, undefined, 'POST', '/auth/forgot-password', {
          email: 'nobody@example.com',
        });
        const keys = await direct.keys('nethub:rate-limit:*');
        return keys.length > 0 ? keys : undefined;
      });
    } finally {
      direct.disconnect();
    }
    expect(server.output()).not.toMatch(/Unhandled|MaxRetriesPerRequestError/);
    expect(server.child.exitCode).toBeNull();
  });
});
