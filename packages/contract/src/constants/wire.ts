import type { ChatMessage, SendMessageBody } from '../chat.js';
import type { NotificationCounts } from '../notifications.js';
import type { ReactionSummary } from '../posts.js';
import type {
  CHAT_EVENTS,
  NOTIFICATION_COUNT_EVENT,
  POST_CREATED_EVENT,
  POST_REACTIONS_EVENT,
  REALTIME_RESYNC_EVENT,
} from './realtime.js';

/*
 * The real-time wire: every socket event, which way it goes and what it carries, declared once.
 * The server's gateway (socket.io's `Server<ClientToServerEvents, ServerToClientEvents>`) and
 * the web's connection are typed by these maps. Only types come from the zod modules, so this
 * file stays zod-free at run time; the server still parses what clients send with zod.
 */

/** `chat:presence`: someone subscribed to a channel I am in, or left it. */
export type ChatPresence = { channel: string; userId: string; action: 'join' | 'leave' };
/** `chat:typing`: a member is typing in a channel; shown for CHAT_TYPING_TTL_MS, never stored. */
export type ChatTyping = { channel: string; userId: string };
/** `chat:read`: a member read a channel up to `timeToken` (read receipts, decision 030). */
export type ChatRead = { channel: string; userId: string; timeToken: string };

/** `post:created`: someone published a post on the community feed (`groupId` null) or a group's. */
export type PostCreated = { postId: string; authorId: string; groupId: string | null };

/**
 * `post:reactions`: a post's reactions (`responseId` null) or one response's changed. `mine` is
 * there only in the push to the member who reacted (their other tabs); others keep their own.
 */
export type PostReactionsChanged = {
  postId: string;
  responseId: string | null;
  counts: ReactionSummary['counts'];
  mine?: ReactionSummary['mine'];
};

/** What the server pushes, by event. */
export type ServerToClientPayloads = {
  [CHAT_EVENTS.message]: ChatMessage;
  [CHAT_EVENTS.presence]: ChatPresence;
  [CHAT_EVENTS.channelAdded]: { channel: string };
  [CHAT_EVENTS.messageChanged]: ChatMessage;
  [CHAT_EVENTS.typing]: ChatTyping;
  [CHAT_EVENTS.read]: ChatRead;
  [NOTIFICATION_COUNT_EVENT]: NotificationCounts;
  [POST_CREATED_EVENT]: PostCreated;
  [POST_REACTIONS_EVENT]: PostReactionsChanged;
  [REALTIME_RESYNC_EVENT]: { reason: 'fan-out-restored' };
};
export type ServerToClientEvent = keyof ServerToClientPayloads;

/** socket.io's listen map of the server's pushes. */
export type ServerToClientEvents = {
  [E in ServerToClientEvent]: (payload: ServerToClientPayloads[E]) => void;
};

/** A chat call's acknowledgement: its answer, or why it was refused. */
export type ChatRefusal = { error: { status: number; message: string } };
export type ChatAck<T> = { data: T } | ChatRefusal;

/** Every chat call carries the member's grant token (decision 006). */
type Granted<T> = T & { token: string };

/** What a client asks over the socket, by event: the body it sends and the answer it gets. */
export type ClientToServerCalls = {
  [CHAT_EVENTS.subscribe]: {
    body: Granted<{ channels: string[] }>;
    answer: { granted: string[]; denied: string[] };
  };
  [CHAT_EVENTS.unsubscribe]: { body: Granted<{ channels: string[] }>; answer: { ok: true } };
  [CHAT_EVENTS.publish]: { body: Granted<SendMessageBody>; answer: ChatMessage };
  [CHAT_EVENTS.hereNow]: {
    body: Granted<{ channel: string }>;
    answer: { channel: string; userIds: string[] };
  };
  [CHAT_EVENTS.whereNow]: { body: Granted<object>; answer: { channels: string[] } };
  [CHAT_EVENTS.typing]: { body: Granted<{ channel: string }>; answer: { ok: true } };
};
export type ClientToServerEvent = keyof ClientToServerCalls;

/** socket.io's emit map of the client's calls: each is answered in its acknowledgement. */
export type ClientToServerEvents = {
  [E in ClientToServerEvent]: (
    body: ClientToServerCalls[E]['body'],
    ack: (answer: ChatAck<ClientToServerCalls[E]['answer']>) => void,
  ) => void;
};
