import type { Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Namespace } from 'socket.io';
import { CHAT_PRESENCE_TIMEOUT_S, REALTIME_RESYNC_EVENT } from '@nethub/contract';
import { AppError } from '../../lib/errors.js';
import { redisReadyCheck, type RedisConnection } from '../../lib/redis.js';
import type { AccessTokens } from '../auth/access-token.js';
import { ResilientRedisAdapter } from './resilient-adapter.js';

/** How long a cross-instance question (who is here) waits for the others before answering alone. */
const REMOTE_ANSWER_TIMEOUT_MS = 2_000;
/** After Redis returns, a moment for the subscriptions to be renewed before clients resync. */
const RESYNC_DELAY_MS = 500;

const userRoom = (userId: string) => `user:${userId}`;

/**
 * The real-time gateway: socket.io on the server's own HTTP port. A socket proves who it is with
 * the member's access token (`auth.token`); an expired one is refused with `TOKEN_EXPIRED` so the
 * client refreshes and reconnects. Every socket joins its member's room, so a push reaches all of
 * that member's open tabs. With Redis the adapter carries pushes between instances; while Redis is
 * away they reach this instance's sockets only, and when it returns every socket is told to resync
 * (`REALTIME_RESYNC_EVENT`) since pushes from other instances may have been missed meanwhile.
 */
export function createRealtimeGateway({
  server,
  accessTokens,
  redis,
  log,
}: {
  server: HttpServer;
  accessTokens: AccessTokens;
  /** The instance's Redis connection (lib/redis.ts), when configured. */
  redis?: RedisConnection;
  log?: FastifyBaseLogger;
}) {
  let closing = false;
  // A vanished client is dropped (and leaves presence) within the spec's 60 s: a ping every
  // 30 s, and 30 s to answer it.
  const io = new Server(server, {
    serveClient: false,
    transports: ['websocket', 'polling'],
    pingInterval: (CHAT_PRESENCE_TIMEOUT_S * 1000) / 2,
    pingTimeout: (CHAT_PRESENCE_TIMEOUT_S * 1000) / 2,
    // While shutting down, new connections are refused: the client retries, and finds another
    // instance (or this one restarted).
    allowRequest: (_request, answer) => answer(closing ? 'shutting down' : null, !closing),
  });
  if (redis) {
    io.adapter(function (this: unknown, nsp: Namespace) {
      return new ResilientRedisAdapter(nsp, redis, REMOTE_ANSWER_TIMEOUT_MS);
    } as unknown as Parameters<typeof io.adapter>[0]);
    let resync: NodeJS.Timeout | undefined;
    redis.onRestored(() => {
      // Once both links are back (and subscriptions renewed), once per recovery.
      clearTimeout(resync);
      resync = setTimeout(() => {
        if (closing || redis.status() !== 'ok') return;
        log?.info('redis back: asking every socket to resync');
        io.emit(REALTIME_RESYNC_EVENT, { reason: 'fan-out-restored' });
      }, RESYNC_DELAY_MS);
      resync.unref();
    });
  }

  // Upgraded (websocket) connections, to drop any that outlive a polite close.
  const upgraded = new Set<Duplex>();
  const onUpgrade = (_request: unknown, socket: Duplex) => {
    upgraded.add(socket);
    socket.once('close', () => upgraded.delete(socket));
  };
  server.on('upgrade', onUpgrade);

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    try {
      if (typeof token !== 'string') throw new AppError(401, 'UNAUTHORIZED');
      socket.data.userId = (await accessTokens.verify(token)).userId;
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.code : 'UNAUTHORIZED'));
    }
  });
  io.on('connection', (socket) => void socket.join(userRoom(socket.data.userId as string)));

  return {
    io,
    toUser(userId: string, event: string, payload: unknown) {
      io.to(userRoom(userId)).emit(event, payload);
    },
    toRoom(room: string, event: string, payload: unknown) {
      io.to(room).emit(event, payload);
    },
    /** Takes all of a member's sockets, on every instance, out of a room. */
    leave(userId: string, room: string) {
      io.in(userRoom(userId)).socketsLeave(room);
    },
    /** For /api/v1/health/ready: `absent` without Redis, `down` while it is away. */
    readyCheck: redisReadyCheck(redis),
    /**
     * Drops this instance's sockets as a lost transport, never with socket.io's "server
     * disconnect" packet (after which clients do not reconnect): they reconnect, to another
     * instance or to this one restarted, and resync. Other instances keep theirs. Returns within
     * `graceMs`: connections that have not closed by then are cut.
     */
    async close(graceMs = 1_000) {
      if (closing) return;
      closing = true;
      io.engine.close();
      const deadline = Date.now() + graceMs;
      while (upgraded.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      for (const socket of upgraded) socket.destroy();
      server.off('upgrade', onUpgrade);
    },
  };
}
export type RealtimeGateway = ReturnType<typeof createRealtimeGateway>;
