import { z } from 'zod';
import {
  CHAT_EVENTS,
  CHAT_MESSAGES,
  sendMessageBody,
  type ChatAck,
  type ChatRefusal,
  type ClientToServerEvent,
  type ClientToServerEvents,
} from '@nethub/contract';
import { AppError } from '../../lib/errors.js';
import { findForbiddenText } from '../../plugins/input-hygiene.js';
import type { RealtimeServer, RealtimeSocket } from '../realtime/gateway.js';
import { channelRoom, isDirectChannel, type ChatService } from './chat.service.js';
import type { GrantTokens } from './grant-token.js';

type Ack<Answer> = (answer: ChatAck<Answer>) => void;
const refuse = (status: number, message: string): ChatRefusal => ({ error: { status, message } });

const subscribeBody = z.object({
  token: z.string(),
  channels: z.array(z.string().min(1)).max(500),
});
const channelOnly = z.object({ token: z.string(), channel: z.string().min(1) });
const publishBody = sendMessageBody.extend({ token: z.string() });

/**
 * The chat over the socket: every subscribe, publish and presence question carries the grant
 * token and is checked against channel membership. The events and their answers are the
 * contract's wire (ClientToServerCalls); what a client sends is still parsed here with zod, since
 * a type says nothing about what arrives. Answers come in the acknowledgement:
 * `{ error: { status: 403, message: 'Token is expired.' } }` tells the client to renew its grant.
 *
 * Joins and leaves (`chat:presence`) are told live in direct conversations only, where the app
 * shows whether the other member is online. In a group every member's join would go to every
 * other member: 5,000 members connecting after a restart are 12.5 million pushes nobody shows.
 * Here-now still answers who is on any channel.
 */
export function registerChatSocket(io: RealtimeServer, chat: ChatService, grants: GrantTokens) {
  // Built once and shared by every socket (`this` is the socket): closures of its own cost each
  // socket ~1 KB, 10 MB at 10,000 idle sockets (ADR 036, P8). One dispatcher rather than a
  // listener per call, too: socket.io keeps a socket's listeners in a dictionary of its own.
  const handlers: ChatHandlers = chatHandlers(io, chat, grants);
  function dispatch(this: RealtimeSocket, event: string, ...args: unknown[]) {
    if (Object.hasOwn(handlers, event))
      Reflect.apply(handlers[event as ClientToServerEvent], this, args);
  }
  io.on('connection', (socket) => {
    socket.onAny(dispatch);
    socket.on('disconnecting', announceLeave);
  });
}

/** The chat's calls, each typed by the contract's wire; `this` is the calling socket. */
type ChatHandlers = {
  [E in ClientToServerEvent]: (
    this: RealtimeSocket,
    ...args: Parameters<ClientToServerEvents[E]>
  ) => void;
};

function chatHandlers(io: RealtimeServer, chat: ChatService, grants: GrantTokens) {
  async function granted(token: string, me: string): Promise<ChatRefusal | null> {
    const check = await grants.check(token);
    if (check.ok && check.userId === me) return null;
    return refuse(403, check.ok || !check.expired ? 'FORBIDDEN' : CHAT_MESSAGES.tokenExpired);
  }

  /** Runs a handler with a parsed body and a valid grant; answers errors in the ack. */
  const handle = <T extends { token: string }, Answer>(
    schema: z.ZodType<T>,
    run: (socket: RealtimeSocket, body: T) => Promise<Answer>,
  ) =>
    async function (this: RealtimeSocket, payload: unknown, ack?: Ack<Answer>) {
      const reply = typeof ack === 'function' ? ack : () => {};
      // The same rule as HTTP input (decision 011): no NUL or unpaired surrogate reaches SQL.
      if (findForbiddenText(payload)) return reply(refuse(400, 'VALIDATION_ERROR'));
      const parsed = schema.safeParse(payload);
      if (!parsed.success) return reply(refuse(400, 'VALIDATION_ERROR'));
      const refusal = await granted(parsed.data.token, this.data.userId);
      if (refusal) return reply(refusal);
      try {
        reply({ data: await run(this, parsed.data) });
      } catch (error) {
        reply(
          error instanceof AppError
            ? refuse(error.statusCode, error.code)
            : refuse(500, 'INTERNAL_ERROR'),
        );
      }
    };

  return {
    [CHAT_EVENTS.subscribe]: handle(subscribeBody, async (socket, { channels }) =>
      subscribe(socket, chat, channels),
    ),
    [CHAT_EVENTS.unsubscribe]: handle(subscribeBody, async (socket, { channels }) => {
      for (const channel of channels) await socket.leave(channelRoom(channel));
      return { ok: true as const };
    }),
    [CHAT_EVENTS.publish]: handle(publishBody, async (socket, { token: _token, ...body }) =>
      chat.send(socket.data.userId, body),
    ),
    [CHAT_EVENTS.hereNow]: handle(channelOnly, async (socket, { channel }) => {
      if (!(await chat.canAccess(socket.data.userId, channel)))
        throw new AppError(404, 'NOT_FOUND');
      const sockets = await io.in(channelRoom(channel)).fetchSockets();
      return { channel, userIds: [...new Set(sockets.map((s) => s.data.userId))] };
    }),
    [CHAT_EVENTS.typing]: handle(channelOnly, async (socket, { channel }) =>
      chat.typing(socket.data.userId, channel),
    ),
    [CHAT_EVENTS.whereNow](_payload, ack) {
      ack?.({ data: { channels: chatRoomsOf(this) } });
    },
  } satisfies ChatHandlers;
}

/** A socket leaving tells the other member of each direct conversation it was in. */
function announceLeave(this: RealtimeSocket) {
  const userId = this.data.userId;
  for (const channel of chatRoomsOf(this).filter(isDirectChannel))
    this.to(channelRoom(channel)).emit(CHAT_EVENTS.presence, { channel, userId, action: 'leave' });
}

const chatRoomsOf = (socket: RealtimeSocket) =>
  [...socket.rooms].filter((room) => room.startsWith('chat:')).map((room) => room.slice(5));

async function subscribe(socket: RealtimeSocket, chat: ChatService, channels: string[]) {
  const me = socket.data.userId;
  const answer = await chat.access(me, channels);
  for (const channel of answer.granted) {
    await socket.join(channelRoom(channel));
    if (isDirectChannel(channel))
      socket
        .to(channelRoom(channel))
        .emit(CHAT_EVENTS.presence, { channel, userId: me, action: 'join' });
  }
  return answer;
}
