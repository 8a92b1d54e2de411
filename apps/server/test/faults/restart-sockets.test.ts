import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS } from '@nethub/contract';
import {
  ask,
  createScratchDatabase,
  eventually,
  openSocket,
  signUp,
  type ProcessMember,
  type ScratchDatabase,
} from './support/members.js';
import { startRedisServer, type RedisServer } from './support/redis-proxy.js';
import { freePort, startServer, type ServerProcess } from './support/server-process.js';

/**
 * A normal restart (SIGTERM) used to send every socket socket.io's "io server disconnect", after
 * which clients never reconnect. Now the instance drops them as a lost transport, exits by itself
 * (well before main.ts's 10 s forced exit, which would exit 1), quits Redis, and clients come back
 * on their own to the restarted instance.
 */
let redis: RedisServer;
let probe: Redis;
let database: ScratchDatabase;
let server: ServerProcess | undefined;
const sockets: Socket[] = [];

beforeAll(async () => {
  redis = await startRedisServer();
  database = await createScratchDatabase();
  probe = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await probe.connect();
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await server?.stop();
  probe?.disconnect();
  await redis?.stop();
  await database?.drop();
});

/** Names of the Redis clients connected now, other than this probe. */
const redisClients = async () =>
  ((await probe.client('LIST')) as string)
    .split('\n')
    .map((line) => line.match(/ name=(\S*)/)?.[1])
    .filter((name): name is string => name !== undefined && name !== '' && name !== 'probe');

describe('a restart that clients survive', () => {
  it('drops sockets as a lost transport on SIGTERM, exits cleanly, and clients reconnect', async () => {
    await probe.client('SETNAME', 'probe');
    const port = await freePort();
    const env = { REDIS_URL: redis.url, DATABASE_URL: database.url, LOG_LEVEL: 'info' };
    server = await startServer(env, { port });
    const member: ProcessMember = await signUp(server.url);

    const viaWebsocket = await openSocket(server.url, member);
    const viaPolling = await openSocket(server.url, member, { transports: ['polling'] });
    sockets.push(viaWebsocket, viaPolling);
    const reasons: string[] = [];
    const reconnects = [0, 0];
    sockets.forEach((socket, index) => {
      socket.on('disconnect', (reason) => reasons.push(reason));
      socket.io.on('reconnect', () => (reconnects[index]! += 1));
    });
    expect(await redisClients()).toEqual(expect.arrayContaining(['nethub', 'nethub-sub']));

    const exitCode = await server.stop('SIGTERM');
    const output = server.output();
    server = undefined;
    expect(exitCode, output).toBe(0);
    await eventually('both sockets to see the loss', () =>
      reasons.length === 2 ? true : undefined,
    );
    // Not "io server disconnect": that one tells socket.io clients to stay away.
    for (const reason of reasons) expect(['transport close', 'transport error']).toContain(reason);
    expect(sockets.every((socket) => socket.active)).toBe(true);
    // Both Redis links were closed by the instance itself. Redis drops a closed client from its
    // list a moment after the socket closes, so wait for it rather than read it once.
    await eventually(
      'Redis to see both links closed',
      async () => ((await redisClients()).length === 0 ? true : undefined),
      { withinMs: 5_000 },
    );
    expect(output).not.toMatch(/Unhandled|redis link lost/);

    // The same instance restarted on the same port and data: the clients come back by themselves.
    server = await startServer(env, { port });
    await eventually(
      'both sockets to reconnect',
      // The manager's "reconnect" comes when the transport is back; the socket itself is
      // connected only once the namespace handshake that follows it has been answered.
      () =>
        reconnects.every((count) => count >= 1) && sockets.every((socket) => socket.connected)
          ? true
          : undefined,
      { withinMs: 30_000 },
    );
    // And the restarted instance serves them.
    for (const socket of sockets) {
      const answer = await ask<{ data?: { channels: string[] } }>(socket, CHAT_EVENTS.whereNow, {});
      expect(answer.data?.channels).toEqual([]);
    }
  });
});
