import type {
  ChatChannel,
  ChatMessage,
  ChatReceipts,
  ChatSearchHit,
  MediaItem,
  ProfileCard,
} from '@nethub/contract';
import {
  CHAT_EVENTS,
  CHAT_LIST_SIZE,
  CHAT_MESSAGES,
  quoteExcerpt,
} from '@nethub/contract/constants';
import { buildMemberCard, buildUser } from '@/testing/factories';
import { apiError, apiUrl, http, HttpResponse } from '@/testing/server';
import { realtime, RealtimeUnavailableError } from './fake-realtime';

/*
 * Test data for the chat screens: factories, and a chat server over an in-memory world that
 * answers both the HTTP calls (msw) and the socket's acknowledged emits (fake-realtime).
 */

export const ME = buildUser()._id;
export const BOB = buildMemberCard({ firstName: 'Bob', lastName: 'Stone' });
export const CARA = buildMemberCard({ firstName: 'Cara', lastName: 'Jones' });
export const DEV = buildMemberCard({ firstName: 'Dev', lastName: 'Patel' });

let count = 0;
const uuid = (prefix: string) => `${prefix}-4c5d-4e6f-8a7b-${String(++count).padStart(12, '0')}`;
let clock = 0;
/** Monotonic, like the server's. */
export const nextTimeToken = () => String(17_000_000_000_000_000n + BigInt(++clock));

export const buildMessage = (overrides: Partial<ChatMessage> = {}): ChatMessage => {
  const timeToken = overrides.timeToken ?? nextTimeToken();
  return {
    _id: uuid('0a1b2c3d'),
    channel: 'single.test',
    userId: BOB._id,
    messageType: 'text',
    content: `Message ${timeToken.slice(-4)}`,
    timeToken,
    clientId: null,
    file: null,
    meta: null,
    createdAt: new Date(Date.now() - 60_000).toISOString(),
    editedAt: null,
    deletedAt: null,
    version: 0,
    reactions: [],
    replyTo: null,
    ...overrides,
  };
};

/** The quote a reply to `message` carries. */
export const quoteOf = (message: ChatMessage): NonNullable<ChatMessage['replyTo']> => ({
  _id: message._id,
  userId: message.userId,
  excerpt: message.deletedAt ? '' : quoteExcerpt(message.content),
  timeToken: message.timeToken,
  deleted: !!message.deletedAt,
});

/** A direct conversation with `other` (Bob by default). */
export const buildChannel = (
  other: ProfileCard = BOB,
  overrides: Partial<ChatChannel> = {},
): ChatChannel => ({
  _id: uuid('1b2c3d4e'),
  channel: `single.${ME}.${other._id}`,
  type: 'single',
  nameGroup: `${other.firstName} ${other.lastName}`,
  channelAvatar: null,
  otherMember: other,
  memberCount: 2,
  isAdmin: false,
  muted: false,
  lastReadTimeToken: '0',
  unReadMessage: 0,
  lastMessage: null,
  subgroups: [],
  ...overrides,
});

export const buildGroupChannel = (overrides: Partial<ChatChannel> = {}): ChatChannel =>
  buildChannel(BOB, {
    channel: `group.${uuid('2c3d4e5f')}`,
    type: 'group',
    nameGroup: 'Growth Circle',
    otherMember: null,
    memberCount: 3,
    isAdmin: true,
    ...overrides,
  });

/** What the server holds; tests may change it between steps. */
export type ChatWorld = {
  /** Most recent activity first. */
  channels: ChatChannel[];
  /** Each channel's messages, oldest first. */
  messages: Record<string, ChatMessage[]>;
  connections: ProfileCard[];
  members: Record<string, (ProfileCard & { isAdmin: boolean })[]>;
  /** Who is on each channel now. */
  online: string[];
  /** Grants the socket refuses as expired. */
  expiredGrants: Set<string>;
  /** Publishing over the socket gets no answer (a timeout). */
  publishDown: boolean;
  /** The next sends over HTTP fail with a 500. */
  failedSends: number;
  /** The server cannot be reached: every chat call over HTTP fails without an answer. */
  down: boolean;
  /** My media library: the files a file message may carry. */
  media: MediaItem[];
  /** How far the others have read, per channel (read receipts); absent: nobody read. */
  receipts: Record<string, ChatReceipts['readers']>;
  /** My read receipts are off: the server shows me nobody's. */
  receiptsOff: boolean;
};

export const chatWorld = (world: Partial<ChatWorld> = {}): ChatWorld => ({
  channels: [],
  messages: {},
  connections: [BOB, CARA, DEV],
  members: {},
  online: [],
  expiredGrants: new Set(),
  publishDown: false,
  failedSends: 0,
  down: false,
  media: [],
  receipts: {},
  receiptsOff: false,
  ...world,
});

export type ChatLog = {
  grants: string[];
  /** Channel lists asked for. */
  lists: URLSearchParams[];
  history: URLSearchParams[];
  /** Bodies of POST /chat/send-message. */
  sent: Record<string, unknown>[];
  readMarkers: unknown[];
  created: unknown[];
  edited: unknown[];
  left: unknown[];
  muted: unknown[];
  /** Message edits, deletions and reactions asked for: [method, id, body]. */
  changes: Array<[string, string, unknown]>;
  /** Searches asked for (their q). */
  searches: string[];
};

type SendBody = {
  channel: string;
  content?: string;
  messageType?: 'text' | 'file';
  mediaId?: string;
  clientId: string;
  replyTo?: string;
};

const fileOf = (media: MediaItem | undefined) =>
  media && {
    _id: media._id,
    name: media.name,
    contentType: media.contentType,
    size: media.size,
    url: media.url,
  };

/** Stores a message of mine once per client id, as the server does. */
function store(world: ChatWorld, body: SendBody) {
  const held = world.messages[body.channel] ?? [];
  const earlier = held.find((message) => message.clientId === body.clientId);
  if (earlier) return earlier;
  const file = fileOf(world.media.find((media) => media._id === body.mediaId));
  const message = buildMessage({
    channel: body.channel,
    userId: ME,
    content: body.content || (file?.name ?? ''),
    messageType: body.messageType ?? 'text',
    file: file ?? null,
    clientId: body.clientId,
    createdAt: new Date().toISOString(),
    replyTo: (() => {
      const original = held.find((candidate) => candidate._id === body.replyTo);
      return original ? quoteOf(original) : null;
    })(),
  });
  world.messages[body.channel] = [...held, message];
  return message;
}

const isGroupType = (channel: ChatChannel) =>
  channel.type !== 'single' && channel.type !== 'sub_group';

function listPage(world: ChatWorld, query: URLSearchParams) {
  const type = query.get('type') ?? 'all';
  const unreadOnly = query.get('getUnread') === 'true';
  const rows = world.channels.filter(
    (channel) =>
      (type === 'all' ||
        (type === 'single'
          ? channel.type === 'single'
          : type === 'group'
            ? isGroupType(channel)
            : channel.type === type)) &&
      (!unreadOnly || channel.unReadMessage > 0),
  );
  const page = Number(query.get('page') ?? 1);
  const offset =
    query.get('position') === 'HEADER' ? CHAT_LIST_SIZE.HEADER : Number(query.get('offset') ?? 10);
  return {
    rows: rows.slice((page - 1) * offset, page * offset),
    totalRows: rows.length,
    totalPages: Math.ceil(rows.length / offset),
    page,
    offset,
    totalUnread: world.channels.filter((channel) => channel.unReadMessage > 0).length,
  };
}

function historyPage(world: ChatWorld, query: URLSearchParams) {
  const before = query.get('before');
  const since = query.get('since');
  const limit = Number(query.get('limit') ?? 20);
  const older = (world.messages[query.get('channel') ?? ''] ?? []).filter(
    (message) => !before || BigInt(message.timeToken) < BigInt(before),
  );
  if (since) {
    // A jump: back to the message and up to five before it.
    const at = older.findIndex((message) => BigInt(message.timeToken) >= BigInt(since));
    const from = Math.max(0, (at === -1 ? older.length : at) - 5);
    return { messages: older.slice(from), hasMore: from > 0 };
  }
  return { messages: older.slice(-limit), hasMore: older.length > limit };
}

/** The server's search, roughly: every message of my channels containing the words. */
function searchPage(world: ChatWorld, q: string) {
  const needle = q.toLowerCase();
  const rows: ChatSearchHit[] = [];
  for (const channel of world.channels)
    for (const message of world.messages[channel.channel] ?? []) {
      const at = message.content.toLowerCase().indexOf(needle);
      if (at === -1 || message.deletedAt) continue;
      const end = at + needle.length;
      rows.push({
        message,
        channelType: channel.type,
        channelName: channel.nameGroup,
        highlight: [
          { text: message.content.slice(0, at), match: false },
          { text: message.content.slice(at, end), match: true },
          { text: message.content.slice(end), match: false },
        ].filter((part) => part.text),
      });
    }
  return { rows, hasMore: false };
}

const findChannel = (world: ChatWorld, name: string) =>
  world.channels.find((channel) => channel.channel === name || channel._id === name);

/** The chat's HTTP endpoints over `world`, logging what the screens asked for. */
export function chatHandlers(world: ChatWorld) {
  const log: ChatLog = {
    grants: [],
    lists: [],
    history: [],
    sent: [],
    readMarkers: [],
    created: [],
    edited: [],
    left: [],
    muted: [],
    changes: [],
    searches: [],
  };
  /** A message of the world by id, and a way to replace it. */
  const held = (id: string) => {
    for (const [channel, messages] of Object.entries(world.messages)) {
      const index = messages.findIndex((message) => message._id === id);
      if (index !== -1)
        return {
          message: messages[index]!,
          set: (message: ChatMessage) => {
            world.messages[channel] = messages.with(index, message);
            return HttpResponse.json({ data: message });
          },
        };
    }
    return undefined;
  };
  const handlers = [
    // Answers nothing while the server is down; otherwise on to the handlers below.
    http.all(apiUrl('/chat/*'), () => (world.down ? HttpResponse.error() : undefined)),
    http.post(apiUrl('/chat/grant-token'), () => {
      log.grants.push(`grant-${log.grants.length + 1}`);
      return HttpResponse.json({ data: log.grants.at(-1) });
    }),
    http.get(apiUrl('/chat/channel-time-token'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.lists.push(query);
      return HttpResponse.json({ data: listPage(world, query) });
    }),
    http.get(apiUrl('/chat/messages'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      log.history.push(query);
      if (!findChannel(world, query.get('channel') ?? '')) return apiError(404, 'NOT_FOUND');
      return HttpResponse.json({ data: historyPage(world, query) });
    }),
    http.post(apiUrl('/chat/send-message'), async ({ request }) => {
      const body = (await request.json()) as SendBody;
      log.sent.push(body);
      if (world.failedSends > 0) {
        world.failedSends -= 1;
        return apiError(500, 'INTERNAL_ERROR');
      }
      return HttpResponse.json({ data: store(world, body) });
    }),
    http.patch(apiUrl('/chat/messages/:id'), async ({ request, params }) => {
      const body = (await request.json()) as { content: string; version: number };
      log.changes.push(['PATCH', String(params.id), body]);
      const found = held(String(params.id));
      if (!found) return apiError(404, 'NOT_FOUND');
      if (found.message.version !== body.version) return apiError(409, 'MESSAGE_CHANGED');
      return found.set({
        ...found.message,
        content: body.content,
        version: body.version + 1,
        editedAt: new Date().toISOString(),
      });
    }),
    http.delete(apiUrl('/chat/messages/:id'), ({ params }) => {
      log.changes.push(['DELETE', String(params.id), null]);
      const found = held(String(params.id));
      if (!found) return apiError(404, 'NOT_FOUND');
      return found.set({
        ...found.message,
        content: '',
        reactions: [],
        deletedAt: found.message.deletedAt ?? new Date().toISOString(),
      });
    }),
    http.put(apiUrl('/chat/messages/:id/reactions'), async ({ request, params }) => {
      const body = (await request.json()) as { emoji: string; reacted: boolean };
      log.changes.push(['PUT', String(params.id), body]);
      const found = held(String(params.id));
      if (!found) return apiError(404, 'NOT_FOUND');
      const others = found.message.reactions
        .map((r) => ({
          ...r,
          userIds: r.userIds.filter((id) => id !== ME || r.emoji !== body.emoji),
        }))
        .filter((r) => r.userIds.length > 0);
      const reactions = body.reacted
        ? others.some((r) => r.emoji === body.emoji)
          ? others.map((r) => (r.emoji === body.emoji ? { ...r, userIds: [...r.userIds, ME] } : r))
          : [...others, { emoji: body.emoji, userIds: [ME] }]
        : others;
      return found.set({ ...found.message, reactions });
    }),
    http.post(apiUrl('/chat/save-message-time-token'), async ({ request }) => {
      const body = (await request.json()) as { messages: { channel: string }[] };
      log.readMarkers.push(body);
      const read = new Set(body.messages.map((marker) => marker.channel));
      world.channels = world.channels.map((channel) =>
        read.has(channel.channel) ? { ...channel, unReadMessage: 0 } : channel,
      );
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.post(apiUrl('/chat/create-channel-group'), async ({ request }) => {
      const body = (await request.json()) as { name: string; users: string[] };
      log.created.push(body);
      const channel = buildGroupChannel({
        nameGroup: body.name,
        memberCount: body.users.length + 1,
      });
      world.channels = [channel, ...world.channels];
      return HttpResponse.json({ data: channel }, { status: 201 });
    }),
    http.put(apiUrl('/chat/edit-channel-group'), async ({ request }) => {
      const body = (await request.json()) as { channel: string; name?: string };
      log.edited.push(body);
      const channel = { ...findChannel(world, body.channel)! };
      channel.nameGroup = body.name ?? channel.nameGroup;
      world.channels = world.channels.map((held) => (held._id === channel._id ? channel : held));
      return HttpResponse.json({ data: channel });
    }),
    http.post(apiUrl('/chat/leave-group'), async ({ request }) => {
      const body = (await request.json()) as { channel: string };
      log.left.push(body);
      world.channels = world.channels.filter((channel) => channel.channel !== body.channel);
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.post(apiUrl('/chat/adjust-notification'), async ({ request }) => {
      log.muted.push(await request.json());
      return HttpResponse.json({ data: { ok: true } });
    }),
    http.get(apiUrl('/chat/receipts'), ({ request }) => {
      const channel = new URL(request.url).searchParams.get('channel') ?? '';
      if (!findChannel(world, channel)) return apiError(404, 'NOT_FOUND');
      const readers = world.receiptsOff ? [] : (world.receipts[channel] ?? []);
      return HttpResponse.json({ data: { channel, enabled: !world.receiptsOff, readers } });
    }),
    http.get(apiUrl('/chat/search'), ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      log.searches.push(q);
      return HttpResponse.json({ data: searchPage(world, q) });
    }),
    http.get(apiUrl('/chat/users-channel/:id'), ({ params }) =>
      HttpResponse.json({ data: { rows: world.members[String(params.id)] ?? [] } }),
    ),
    http.get(apiUrl('/chat/:id'), ({ params }) => {
      const channel = findChannel(world, String(params.id));
      return channel ? HttpResponse.json({ data: channel }) : apiError(404, 'NOT_FOUND');
    }),
    http.get(apiUrl('/leads/connected'), ({ request }) => {
      const search = (new URL(request.url).searchParams.get('textSearch') ?? '').toLowerCase();
      const rows = world.connections.filter((member) =>
        `${member.firstName} ${member.lastName}`.toLowerCase().includes(search),
      );
      return HttpResponse.json({
        data: { rows, totalRows: rows.length, totalPages: 1, page: 1, offset: 20 },
      });
    }),
  ];
  return { handlers, log };
}

/** The socket side of the same server: the answers to subscribe, publish and here-now. */
export function answerChat(world: ChatWorld) {
  realtime.answer = (event, payload) => {
    const token = String(payload.token);
    if (world.expiredGrants.has(token))
      return { error: { status: 403, message: CHAT_MESSAGES.tokenExpired } };
    if (event === CHAT_EVENTS.subscribe) return { data: { granted: payload.channels, denied: [] } };
    if (event === CHAT_EVENTS.unsubscribe) return { data: { ok: true } };
    if (event === CHAT_EVENTS.hereNow)
      return { data: { channel: payload.channel, userIds: world.online } };
    if (event === CHAT_EVENTS.typing) return { data: { ok: true } };
    if (event === CHAT_EVENTS.publish) {
      if (world.publishDown) throw new RealtimeUnavailableError('operation has timed out');
      return { data: store(world, payload as SendBody) };
    }
    return { error: { status: 400, message: 'VALIDATION_ERROR' } };
  };
}
