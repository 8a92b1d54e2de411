import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { CHAT_PRESENCE_TIMEOUT_S } from '@nethub/contract';
import { AppError } from '../../lib/errors.js';
import type { AccessTokens } from '../auth/access-token.js';

const userRoom = (userId: string) => `user:${userId}`;

/**
 * The real-time gateway: socket.io on the server's own HTTP port. A socket proves who it is with
 * the member's access token (`auth.token`); an expired one is refused with `TOKEN_EXPIRED` so the
 * client refreshes and reconnects. Every socket joins its member's room, so a push reaches all of
 * that member's open tabs. With REDIS_URL the Redis adapter carries pushes between instances.
 */
export function createRealtimeGateway({
  server,
  accessTokens,
  redisUrl,
}: {
  server: HttpServer;
  accessTokens: AccessTokens;
  redisUrl?: string;
}) {
  // A vanished client is dropped (and leaves presence) within the spec's 60 s: a ping every
  // 30 s, and 30 s to answer it.
  const io = new Server(server, {
    serveClient: false,
    transports: ['websocket', 'polling'],
    pingInterval: (CHAT_PRESENCE_TIMEOUT_S * 1000) / 2,
    pingTimeout: (CHAT_PRESENCE_TIMEOUT_S * 1000) / 2,
  });
  const redis = redisUrl ? new Redis(redisUrl, { lazyConnect: false }) : undefined;
  const redisSub = redis?.duplicate();
  if (redis && redisSub) io.adapter(createAdapter(redis, redisSub));

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
    /** Drops this instance's sockets only (with Redis, others keep theirs). */
    close() {
      io.local.disconnectSockets(true);
      io.engine.close();
      redis?.disconnect();
      redisSub?.disconnect();
    },
  };
}
export type RealtimeGateway = ReturnType<typeof createRealtimeGateway>;
