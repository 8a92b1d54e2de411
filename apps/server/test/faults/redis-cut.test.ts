import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, REALTIME_RESYNC_EVENT, type ChatMessage } from '@nethub/contract';
import {
  ask,
  call,
  connect,
  createScratchDatabase,
  eventually,
  openSocket,
  signUp,
  type ProcessMember,
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
 * Two instances on one PostgreSQL share a Redis through a proxy that the test cuts and restores.
 * Before the fix an instance died of an unhandled ioredis MaxRetriesPerRequestError about 10-60 s
 * after Redis went away; every instance sharing it went down together.
 */
const CUT_MS = 15_000;

let redis: RedisServer;
let proxy: TcpProxy;
let database: ScratchDatabase;
let a: ServerProcess;
let b: ServerProcess;
let ann: ProcessMember;
let bob: ProcessMember;
let channel: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  proxy = await startTcpProxy(redis.port);
  database = await createScratchDatabase();
  const env = { REDIS_URL: proxy.url, DATABASE_URL: database.url, LOG_LEVEL: 'info' };
  // One after the other: the first migrates the fresh database.
  a = await startServer(env);
  b = await startServer(env);
  [ann, bob] = [await signUp(a.url), await signUp(a.url)];
  await connect(a.url, ann, bob);
  const opened = await call(a.url, ann, 'POST', '/chat/get-channel', {
    users: [ann.userId, bob.userId],
  });
  channel = (opened.body.data as { channel: string }).channel;
});

afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await Promise.all([a?.stop(), b?.stop()]);
  await proxy?.close();
  await redis?.stop();
  await database?.drop();
});

/** Bob's socket on an instance, subscribed to the channel, collecting what arrives. */
async function listener(server: ServerProcess) {
  const socket = await openSocket(server.url, bob);
  sockets.push(socket);
  const token = (await call(server.url, bob, 'POST', '/chat/grant-token')).body.data as string;
  const subscribed = await ask<{ data?: { granted: string[] } }>(socket, CHAT_EVENTS.subscribe, {
    token,
    channels: [channel],
  });
  expect(subscribed.data?.granted).toEqual([channel]);
  const received: ChatMessage[] = [];
  const resyncs: unknown[] = [];
  socket.on(CHAT_EVENTS.message, (message: ChatMessage) => received.push(message));
  socket.on(REALTIME_RESYNC_EVENT, (payload: unknown) => resyncs.push(payload));
  return { socket, received, resyncs, has: (id: string) => received.some((m) => m._id === id) };
}

let sent = 0;
async function send(server: ServerProcess, content: string) {
  const res = await call(server.url, ann, 'POST', '/chat/send-message', {
    channel,
    content,
    clientId: `fault-${Date.now()}-${++sent}`,
  });
  expect(res.status, `send through ${server.url} answered ${res.status}`).toBe(200);
  return res.body.data as ChatMessage;
}

describe('Redis cut and restored under two instances', () => {
  it('keeps both instances up and chatting locally during the cut, and crosses again after', async () => {
    const onA = await listener(a);
    const onB = await listener(b);

    // Healthy: a message sent through A reaches Bob's socket on B.
    const before = await send(a, 'before the cut');
    await eventually('cross-instance delivery before the cut', () =>
      onB.has(before._id) ? true : undefined,
    );

    await proxy.cut();
    const cutAt = Date.now();
    const duringCut: ChatMessage[] = [];
    let round = 0;
    while (Date.now() - cutAt < CUT_MS) {
      round += 1;
      const viaA = await send(a, `cut ${round} via A`);
      const viaB = await send(b, `cut ${round} via B`);
      duringCut.push(viaA, viaB);
      // Delivered to the sockets on the instance that stored them.
      await eventually(`local delivery on A (round ${round})`, () =>
        onA.has(viaA._id) ? true : undefined,
      );
      await eventually(`local delivery on B (round ${round})`, () =>
        onB.has(viaB._id) ? true : undefined,
      );
      // Other calls keep answering, and presence answers from this instance.
      for (const server of [a, b]) {
        const counts = await call(server.url, bob, 'GET', '/chat/channel-time-token');
        expect(counts.status).toBe(200);
      }
      const token = (await call(b.url, bob, 'POST', '/chat/grant-token')).body.data as string;
      const here = await ask<{ data?: { userIds: string[] } }>(onB.socket, CHAT_EVENTS.hereNow, {
        token,
        channel,
      });
      expect(here.data?.userIds).toContain(bob.userId);
      expect(a.child.exitCode, a.output()).toBeNull();
      expect(b.child.exitCode, b.output()).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(round).toBeGreaterThan(3);
    for (const server of [a, b]) {
      expect((await fetch(`${server.url}/api/v1/health/live`)).status).toBe(200);
      expect(server.child.exitCode, server.output()).toBeNull();
    }

    await proxy.restore();
    // Cross-instance fan-out resumes by itself once each instance's links are back (reconnect
    // backoff <= 5 s): A -> B and B -> A. Until then a push stays on its instance.
    const crossing = (from: ServerProcess, to: Awaited<ReturnType<typeof listener>>) =>
      eventually(
        `delivery from ${from.url} to the other instance after the restore`,
        async () => {
          const message = await send(from, `after the restore via ${from.port}`);
          await new Promise((resolve) => setTimeout(resolve, 300));
          return to.has(message._id) ? message : undefined;
        },
        { withinMs: 30_000, everyMs: 200 },
      );
    const after = await crossing(a, onB);
    const back = await crossing(b, onA);
    // Sockets are told to refetch what they may have missed.
    await eventually('a resync hint on both instances', () =>
      onA.resyncs.length > 0 && onB.resyncs.length > 0 ? true : undefined,
    );

    // Nothing sent during the cut is missing from the history, on either instance.
    for (const server of [a, b]) {
      const history = await call(
        server.url,
        bob,
        'GET',
        `/chat/messages?channel=${encodeURIComponent(channel)}&limit=100`,
      );
      expect(history.status).toBe(200);
      const ids = (history.body.data as { messages: ChatMessage[] }).messages.map((m) => m._id);
      for (const message of [before, ...duringCut, after, back]) expect(ids).toContain(message._id);
      expect(new Set(ids).size).toBe(ids.length);
    }

    // The outage is logged, not once per retry; nothing went unhandled.
    for (const server of [a, b]) {
      const output = server.output();
      expect(output).not.toMatch(/Unhandled|MaxRetriesPerRequestError/);
      expect(output).toMatch(/redis link lost/);
      expect(output).toMatch(/redis link restored/);
      const redisLines = output.split('\n').filter((line) => /"msg":"redis/.test(line));
      expect(redisLines.length).toBeLessThan(12);
    }
  });
});
