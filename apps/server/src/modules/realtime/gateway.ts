import { ServerResponse, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { Server, type Namespace, type Socket } from 'socket.io';
import {
  CHAT_PRESENCE_TIMEOUT_S,
  REALTIME_RESYNC_EVENT,
  type ClientToServerEvents,
  type ServerToClientEvent,
  type ServerToClientEvents,
  type ServerToClientPayloads,
} from '@nethub/contract';
import { AppError } from '../../lib/errors.js';
import { redisReadyCheck, type RedisConnection } from '../../lib/redis.js';
import type { AccessTokens } from '../auth/access-token.js';
import type { SessionGuard } from '../auth/session-guard.js';
import { ResilientRedisAdapter } from './resilient-adapter.js';

/** How long a cross-instance question (who is here) waits for the others before answering alone. */
const REMOTE_ANSWER_TIMEOUT_MS = 2_000;
/** After Redis returns, a moment for the subscriptions to be renewed before clients resync. */
const RESYNC_DELAY_MS = 500;
/** The safety net: how often this instance's sockets have their sessions asked again (ADR 012). */
export const SESSION_RECHECK_MS = 30_000;

/** What the handshake proved: every socket's member and session. */
type SocketData = { userId: string; sessionId: string };

/**
 * What instances tell each other (`serverSideEmit`, over Redis): sessions ended there, so that
 * each instance's session guard forgets them at once (ADR 039).
 */
type InterServerEvents = {
  'sessions:ended': (sessionIds: string[]) => void;
  'sessions:member-ended': (userId: string) => void;
};

/** The gateway's socket.io server, typed by the contract's wire (constants/wire.ts). */
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

/** One push: an event of the wire and its payload, as socket.io's emit takes them. */
const pushArgs = <E extends ServerToClientEvent>(payload: ServerToClientPayloads[E]) =>
  [payload] as Parameters<ServerToClientEvents[E]>;

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The real-time gateway: socket.io on the server's own HTTP port. A socket proves who it is with
 * the member's access token (`auth.token`); an expired one is refused with `TOKEN_EXPIRED` so the
 * client refreshes and reconnects. Every socket joins its member's room, so a push reaches all of
 * that member's open tabs. With Redis the adapter carries pushes between instances; while Redis is
 * away they reach this instance's sockets only, and when it returns every socket is told to resync
 * (`REALTIME_RESYNC_EVENT`) since pushes from other instances may have been missed meanwhile.
 *
 * A socket lives no longer than its session (ADR 012): it also joins `session:<id>`, so an ended
 * session's sockets are disconnected on every instance through the adapter; and every
 * `recheckMs` this instance asks the database about its sockets' sessions, in case a message was
 * lost (Redis away) or the session ended without one (a member suspended in the database).
 */
/**
 * Upgraded (WebSocket) connections are tracked, to cut any that outlive a polite close, and made
 * to let go of what their upgrade needed (ADR 036, P8). engine.io answers an upgrade with a
 * response object (`WebSocketResponse`, for engine middlewares) and forwards the TCP socket's
 * `close` to it with a `once('close')` listener of its own. That listener kept the response, its
 * `IncomingMessage` and a third `close` listener on every TCP socket for the connection's life
 * (~600 bytes a socket, ~6 MB at P8's 10,000). Nothing here listens to the response: the
 * listeners engine.io added for it (those after the ones the socket had when the upgrade arrived;
 * engine middlewares run synchronously right after the response is made) are swapped for the
 * gateway's own, and the response goes with the handshake. The connection's first request
 * (`rawSocket.request`), which nothing reads after the handshake, is dropped too.
 */
function trackUpgrades(server: HttpServer, io: RealtimeServer, upgraded: Set<Duplex>) {
  // One listener shared by every connection, rather than a closure and a once-wrapper each.
  function forget(this: Duplex) {
    upgraded.delete(this);
  }
  let closeListenersBefore = 0;
  const onUpgrade = (_request: unknown, socket: Duplex) => {
    closeListenersBefore = socket.listenerCount('close');
  };
  // Before engine.io's own upgrade listener, so that it sees the socket as it arrived.
  server.prependListener('upgrade', onUpgrade);
  io.engine.use((_request: IncomingMessage, response: object, next: () => void) => {
    // A polling request's response is a real one, and ends with its request.
    if (!(response instanceof ServerResponse)) {
      const socket = (response as { socket: Duplex }).socket;
      for (const listener of socket.rawListeners('close').slice(closeListenersBefore))
        socket.removeListener('close', listener as () => void);
      upgraded.add(socket);
      socket.on('close', forget);
    }
    next();
  });
  io.engine.on('connection', (rawSocket: { request: IncomingMessage | null }) => {
    rawSocket.request = null;
  });
  return () => server.off('upgrade', onUpgrade);
}

export function createRealtimeGateway({
  server,
  accessTokens,
  redis,
  log,
  sessions,
  recheckMs = SESSION_RECHECK_MS,
}: {
  server: HttpServer;
  accessTokens: Pick<AccessTokens, 'verify'>;
  /** Refuses and drops sockets whose session has ended; without it only the token is checked. */
  sessions?: SessionGuard;
  recheckMs?: number;
  /** The instance's Redis connection (lib/redis.ts), when configured. */
  redis?: RedisConnection;
  log?: FastifyBaseLogger;
}) {
  let closing = false;
  // A vanished client is dropped (and leaves presence) within the spec's 60 s: a ping every
  // 30 s, and 30 s to answer it.
  const io: RealtimeServer = new Server(server, {
    serveClient: false,
    transports: ['websocket', 'polling'],
    pingInterval: (CHAT_PRESENCE_TIMEOUT_S * 1000) / 2,
    pingTimeout: (CHAT_PRESENCE_TIMEOUT_S * 1000) / 2,
    // While shutting down, new connections are refused: the client retries, and finds another
    // instance (or this one restarted).
    allowRequest: (_request, answer) => answer(closing ? 'shutting down' : null, !closing),
  });
  // Upgraded (websocket) connections, to drop any that outlive a polite close.
  const upgraded = new Set<Duplex>();
  const stopTracking = trackUpgrades(server, io, upgraded);
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

  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    try {
      if (typeof token !== 'string') throw new AppError(401, 'UNAUTHORIZED');
      const claims = await accessTokens.verify(token);
      if (sessions && !(await sessions.isActive(claims.userId, claims.sessionId)))
        throw new AppError(401, 'UNAUTHORIZED');
      socket.data.userId = claims.userId;
      socket.data.sessionId = claims.sessionId;
      next();
    } catch (error) {
      next(new Error(error instanceof AppError ? error.code : 'UNAUTHORIZED'));
    }
  });
  io.on('connection', (socket) => {
    void socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
  });
  // Sessions ended on another instance: refused here at once too, whatever this one cached.
  io.on('sessions:ended', (sessionIds) => sessions?.ended(sessionIds));
  io.on('sessions:member-ended', (userId) => sessions?.forgetUser(userId));

  /** Drops this instance's sockets whose session no longer stands. */
  async function recheckSessions() {
    if (!sessions || closing) return;
    const local = [...io.of('/').sockets.values()];
    if (local.length === 0) return;
    const standing = await sessions.stillActive(local.map((s) => s.data.sessionId));
    for (const socket of local) if (!standing.has(socket.data.sessionId)) socket.disconnect(true);
  }
  const recheck = sessions
    ? setInterval(() => {
        recheckSessions().catch((error: unknown) =>
          log?.warn({ err: error }, 'realtime: session re-check failed'),
        );
      }, recheckMs)
    : undefined;
  recheck?.unref();

  return {
    io,
    /** Pushes `event` to every open tab of a member, on every instance. */
    toUser<E extends ServerToClientEvent>(
      userId: string,
      event: E,
      payload: ServerToClientPayloads[E],
    ) {
      io.to(userRoom(userId)).emit(event, ...pushArgs<E>(payload));
    },
    /** Pushes `event` to every open tab of these members, on every instance, in one broadcast. */
    toUsers<E extends ServerToClientEvent>(
      userIds: string[],
      event: E,
      payload: ServerToClientPayloads[E],
    ) {
      if (userIds.length) io.to(userIds.map(userRoom)).emit(event, ...pushArgs<E>(payload));
    },
    /** Pushes `event` to every connected socket: each proved a signed-in member's session. */
    toEveryone<E extends ServerToClientEvent>(event: E, payload: ServerToClientPayloads[E]) {
      io.emit(event, ...pushArgs<E>(payload));
    },
    toRoom<E extends ServerToClientEvent>(
      room: string,
      event: E,
      payload: ServerToClientPayloads[E],
    ) {
      io.to(room).emit(event, ...pushArgs<E>(payload));
    },
    /** Takes all of a member's sockets, on every instance, out of a room. */
    leave(userId: string, room: string) {
      io.in(userRoom(userId)).socketsLeave(room);
    },
    /**
     * Disconnects the sockets of ended sessions, and tells the other instances' session guards,
     * on every instance (ADR 012 and 039).
     */
    endSessions(sessionIds: Iterable<string>) {
      const ids = [...sessionIds];
      for (const id of ids) io.in(sessionRoom(id)).disconnectSockets(true);
      // Without Redis there is no other instance to tell.
      if (redis && ids.length) io.serverSideEmit('sessions:ended', ids);
    },
    /** The same for all of a member's sessions (suspension, password reset). */
    endUserSessions(userId: string) {
      io.in(userRoom(userId)).disconnectSockets(true);
      if (redis) io.serverSideEmit('sessions:member-ended', userId);
    },
    recheckSessions,
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
      clearInterval(recheck);
      io.engine.close();
      const deadline = Date.now() + graceMs;
      while (upgraded.size > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      for (const socket of upgraded) socket.destroy();
      stopTracking();
    },
  };
}
export type RealtimeGateway = ReturnType<typeof createRealtimeGateway>;
