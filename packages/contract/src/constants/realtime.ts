/** The real-time socket's event names (what each carries: wire.ts). */

/** Socket events of the chat. */
export const CHAT_EVENTS = {
  /** server -> client: a message on a subscribed channel. */
  message: 'chat:message',
  /** client -> server (ack): subscribe to channels; unknown or forbidden ones are refused. */
  subscribe: 'chat:subscribe',
  unsubscribe: 'chat:unsubscribe',
  /** client -> server (ack): publish, same body and answer as POST /chat/send-message. */
  publish: 'chat:publish',
  /** client -> server (ack): who is subscribed to a channel now. */
  hereNow: 'chat:here-now',
  /** client -> server (ack): the channels I am subscribed to. */
  whereNow: 'chat:where-now',
  /** server -> client: someone came or went on a channel I am in. */
  presence: 'chat:presence',
  /** server -> client (to the member): I was added to a channel; subscribe to it. */
  channelAdded: 'chat:channel-added',
  /** server -> client: a message of a subscribed channel was edited, deleted or reacted to. */
  messageChanged: 'chat:message-changed',
  /** client -> server (ack): I am typing in a channel; server -> client: someone is. */
  typing: 'chat:typing',
  /**
   * server -> client (to each member who shows read receipts): a member who shows them read a
   * channel up to a time token.
   */
  read: 'chat:read',
} as const;

/** server -> client: the member's fresh notification counts, to every open tab. */
export const NOTIFICATION_COUNT_EVENT = 'notification:count';

/**
 * server -> client: a post was published (ADR 032) — a community post to every signed-in member,
 * a group post to that group's members. It says where, never what: the feed asks for it.
 */
export const POST_CREATED_EVENT = 'post:created';

/**
 * server -> client: the reactions to a post or to one of its responses changed — to whoever can
 * see the post, as POST_CREATED_EVENT. It carries the counts; only the reacting member's own tabs
 * are told their reaction (`mine`).
 */
export const POST_REACTIONS_EVENT = 'post:reactions';

/**
 * server -> client, on the real-time socket: live pushes (chat messages, presence, notification
 * counts) may have been missed while the servers' shared link (Redis) was down; refetch what is
 * on screen, as after a reconnect.
 */
export const REALTIME_RESYNC_EVENT = 'realtime:resync';
