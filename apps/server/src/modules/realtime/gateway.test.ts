import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_EVENTS, NOTIFICATION_COUNT_EVENT } from '@nethub/contract';
import { openRedis, type RedisConnection } from '../../lib/redis.js';
import type { AccessTokens } from '../auth/access-token.js';
import { createRealtimeGateway, type RealtimeGateway } from './gateway.js';

/** The gateway with Redis configured but unreachable: everything works on this instance. */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const quiet = { warn() {}, info() {}, error() {}, debug() {} } as never;
// The access token is the member id itself here.
const accessTokens = {
  verify: async (token: string) => ({ userId: token, sessionId: 's', isOrgOwner: false }),
} as unknown as AccessTokens;

let http: HttpServer;
let redis: RedisConnection;
let gateway: RealtimeGateway;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  http = createHttpServer();
  redis = openRedis(`redis://127.0.0.1:${await closedPort()}`, quiet);
  gateway = createRealtimeGateway({ server: http, accessTokens, redis, log: quiet });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await gateway.close();
  await redis.close();
  await new Promise((resolve) => http.close(resolve));
});

async function member(userId: string) {
  const socket = connectSocket(url, { auth: { token: userId }, transports: ['websocket'] });
  sockets.push(socket);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return socket;
}
const next = (socket: Socket, event: string, withinMs = 2_000) =>
  new Promise<unknown>((resolve) => {
    const timer = setTimeout(() => resolve('nothing'), withinMs);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('the gateway while Redis is unreachable', () => {
  it('pushes to a member, fills and empties rooms, and answers who is here, on this instance', async () => {
    expect(redis.status()).toBe('down');
    expect(await gateway.readyCheck.check()).toBe('down');
    const ann = await member('ann');
    const bob = await member('bob');

    const counts = {
      countNotification: 1,
      countUnreadNotification: 1,
      countGroupNotification: 0,
      countUnreadGroupNotification: 0,
    };
    const toAnn = next(ann, NOTIFICATION_COUNT_EVENT);
    gateway.toUser('ann', NOTIFICATION_COUNT_EVENT, counts);
    expect(await toAnn).toEqual(counts);

    // Joining and leaving through the adapter (the stock one only did it through Redis).
    gateway.io.in('user:ann').socketsJoin('chat:room');
    gateway.io.in('user:bob').socketsJoin('chat:room');
    const here = await gateway.io.in('chat:room').fetchSockets();
    expect(here.map((socket) => socket.data.userId).sort()).toEqual(['ann', 'bob']);

    gateway.leave('bob', 'chat:room');
    const annHears = next(ann, CHAT_EVENTS.channelAdded);
    const bobHears = next(bob, CHAT_EVENTS.channelAdded, 500);
    gateway.toRoom('chat:room', CHAT_EVENTS.channelAdded, { channel: 'room' });
    expect(await annHears).toEqual({ channel: 'room' });
    expect(await bobHears).toBe('nothing');
  });
});

describe('an upgraded connection', () => {
  it("keeps no upgrade response: its TCP socket has the gateway's and ws's close listeners only", async () => {
    const upgrades: Duplex[] = [];
    const onUpgrade = (_request: unknown, socket: Duplex) => upgrades.push(socket);
    http.on('upgrade', onUpgrade);
    const cid = await member('cid');
    http.off('upgrade', onUpgrade);
    const [tcp] = upgrades;
    // engine.io's `once('close')` forwarding to its WebSocketResponse (which kept the response
    // and its request for the connection's life) is gone; a push still arrives.
    expect(tcp!.listenerCount('close')).toBe(2);
    const toCid = next(cid, NOTIFICATION_COUNT_EVENT);
    const counts = {
      countNotification: 2,
      countUnreadNotification: 0,
      countGroupNotification: 0,
      countUnreadGroupNotification: 0,
    };
    gateway.toUser('cid', NOTIFICATION_COUNT_EVENT, counts);
    expect(await toCid).toEqual(counts);
    const closed = new Promise((resolve) => tcp!.once('close', resolve));
    cid.disconnect();
    await closed;
  });
});

// Checked by the type checker, never run: a push is an event of the contract's wire, with its
// payload (packages/contract/src/constants/wire.ts).
export const pushesFollowTheWire = () => {
  // @ts-expect-error an event the wire does not declare
  gateway.toUser('ann', 'ping', { n: 1 });
  // @ts-expect-error a payload that is not the event's
  gateway.toRoom('chat:room', CHAT_EVENTS.channelAdded, { channels: ['room'] });
  gateway.toRoom('chat:room', CHAT_EVENTS.presence, {
    channel: 'room',
    userId: 'ann',
    action: 'join',
  });
};
