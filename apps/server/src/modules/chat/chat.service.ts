import { randomUUID } from 'node:crypto';
import {
  CHAT_EVENTS,
  CHAT_LIST_SIZE,
  CHAT_MESSAGES,
  CONTROL_CHANNEL_MARK,
  REMOVE_MEMBER,
  SEARCH_MARK_START,
  SEARCH_MARK_STOP,
  controlChannelOf,
  quoteExcerpt,
  type ChannelList,
  type ChatChannel,
  type ChatMessage,
  type ChatReceipts,
  type ChatSearchHit,
  type ChatSettings,
  type ChatType,
  type MessageType,
  type ServerToClientEvent,
  type ServerToClientPayloads,
} from '@nethub/contract';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import type { EventBus } from '../../lib/events.js';
import { pageWindow, toListResponse } from '../../lib/pagination.js';
import type { MediaService } from '../media/media.service.js';
import type { MemberCards } from '../members/member-cards.js';
import { createChannelQueue } from './channel-queue.js';
import {
  channelWrites,
  createChatRepository,
  type ChannelRow,
  type MessageRow,
  type NewMessage,
} from './chat.repository.js';
import { ensureGroupChannel, type GroupChatInfo } from './group-channels.js';

/** Socket room of a channel (and of its control channel). */
export const channelRoom = (channel: string) => `chat:${channel}`;
/** A direct conversation's name: `single.<id>.<id>` (its control channel excluded). */
export const isDirectChannel = (channel: string) =>
  channel.startsWith('single.') && !channel.includes(CONTROL_CHANNEL_MARK);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type ChatFanOut = {
  toRoom<E extends ServerToClientEvent>(
    room: string,
    event: E,
    payload: ServerToClientPayloads[E],
  ): void;
  toUser<E extends ServerToClientEvent>(
    userId: string,
    event: E,
    payload: ServerToClientPayloads[E],
  ): void;
  /** Takes a member's sockets (on every instance) out of a room. */
  leave(userId: string, room: string): void;
};

type Deps = {
  db: Db;
  events: EventBus;
  memberCards: MemberCards;
  media: MediaService;
  fanOut: ChatFanOut;
  /** Direct messages go between connections or members of a shared group. */
  mayMessage: (me: string, other: string) => Promise<boolean>;
  areConnected: (me: string, others: string[]) => Promise<boolean>;
  /** A network group's name, parent and members, for its channel. */
  groupChat: (groupId: string) => Promise<GroupChatInfo | undefined>;
};

/**
 * Chat channels, messages and read state (ARCHITECTURE §5). Only members of a channel read its
 * history, publish to it or see who is on it; to anyone else a channel does not exist (404).
 */
export function createChatService({
  db,
  events,
  memberCards,
  media,
  fanOut,
  mayMessage,
  areConnected,
  groupChat,
}: Deps) {
  const repo = createChatRepository(db);

  /** `justStored`: the rows were written by this call, so nobody has reacted to them yet. */
  async function toMessages(
    rows: MessageRow[],
    channelName: (id: string) => string,
    { justStored = false } = {},
  ) {
    const [files, reactionRows, quotedRows] = await Promise.all([
      media.itemsByIds(rows.flatMap((row) => (row.mediaId ? [row.mediaId] : []))),
      repo.reactionsOf(justStored ? [] : rows.filter((row) => !row.deletedAt).map((row) => row.id)),
      repo.quoted([...new Set(rows.flatMap((row) => (row.replyToId ? [row.replyToId] : [])))]),
    ]);
    // A quote is read from the original as it is now: its edits show, its deletion too.
    const quotes = new Map(
      quotedRows.map((original) => [
        original.id,
        {
          _id: original.id,
          userId: original.senderId,
          excerpt: original.deletedAt ? '' : quoteExcerpt(original.content),
          timeToken: original.timeToken.toString(),
          deleted: !!original.deletedAt,
        },
      ]),
    );
    const reactions = new Map<string, Map<string, string[]>>();
    for (const reaction of reactionRows) {
      const byEmoji = reactions.get(reaction.messageId) ?? new Map<string, string[]>();
      byEmoji.set(reaction.emoji, [...(byEmoji.get(reaction.emoji) ?? []), reaction.userId]);
      reactions.set(reaction.messageId, byEmoji);
    }
    return rows.map((row): ChatMessage => {
      const file = row.mediaId ? files.get(row.mediaId) : undefined;
      return {
        _id: row.id,
        channel: channelName(row.channelId),
        userId: row.senderId,
        messageType: row.type,
        content: row.content,
        timeToken: row.timeToken.toString(),
        clientId: row.clientId,
        file: file
          ? {
              _id: file._id,
              name: file.name,
              contentType: file.contentType,
              size: file.size,
              url: file.url,
            }
          : null,
        meta: row.meta ?? null,
        createdAt: row.createdAt.toISOString(),
        editedAt: row.editedAt?.toISOString() ?? null,
        deletedAt: row.deletedAt?.toISOString() ?? null,
        version: row.version,
        reactions: [...(reactions.get(row.id) ?? new Map<string, string[]>())].map(
          ([emoji, userIds]) => ({ emoji, userIds }),
        ),
        replyTo: (row.replyToId && quotes.get(row.replyToId)) || null,
      };
    });
  }

  /**
   * A message I may read (404 otherwise: to a non-member it does not exist) and, for changes,
   * one I wrote (403: a member sees it is someone else's).
   */
  async function readable(me: string, messageId: string) {
    const found = await repo.messageForMember(messageId, me);
    if (!found) throw notFound();
    return found;
  }
  async function authored(me: string, messageId: string) {
    const found = await readable(me, messageId);
    if (found.message.senderId !== me) throw forbidden();
    return found;
  }

  /** The message as it is now, told live to everyone in its channel. */
  async function announceChange(channel: ChannelRow, row: MessageRow) {
    const [changed] = await toMessages([row], () => channel.name);
    fanOut.toRoom(channelRoom(channel.name), CHAT_EVENTS.messageChanged, changed!);
    return changed!;
  }

  /** The channel (by name, or by id) and my membership; 404 when I am not in it. */
  async function mine(me: string, channelOrId: string) {
    if (!UUID.test(channelOrId)) {
      const found = await repo.channelWithMember(channelOrId, me);
      if (!found) throw notFound();
      return found;
    }
    const [channel] = await repo.channelsByIds([channelOrId]);
    const member = channel ? await repo.membership(channel.id, me) : undefined;
    if (!channel || !member) throw notFound();
    return { channel, member };
  }

  async function adminOf(me: string, channelName: string) {
    const found = await mine(me, channelName);
    if (found.channel.type !== 'group' || !found.member.isAdmin) throw forbidden();
    return found;
  }

  /**
   * Stores a batch of one channel's messages (channel-queue.ts) and tells each to the channel,
   * in order: one room broadcast per message, the same payload for every receiver.
   */
  async function storeAndTell(channelId: string, batch: Array<[ChannelRow, NewMessage]>) {
    const [[channel]] = batch as [[ChannelRow, NewMessage]];
    const appended = await repo.appendMessages(
      channelId,
      batch.map(([, message]) => message),
    );
    const stored = appended.flatMap((found) => (found ? [found.row] : []));
    const shaped = await toMessages(stored, () => channel.name, { justStored: true });
    const sentById = new Map(shaped.map((sent) => [sent._id, sent]));
    return appended.map((found) => {
      if (!found) return undefined;
      const sent = sentById.get(found.row.id)!;
      fanOut.toRoom(channelRoom(channel.name), CHAT_EVENTS.message, sent);
      return { sent, previous: found.previous };
    });
  }
  const writer = createChannelQueue(storeAndTell);

  /** Writes a message with the channel's next time token, then fans it out. */
  async function write(
    channel: ChannelRow,
    message: {
      senderId: string | null;
      type: MessageType;
      content: string;
      mediaId?: string;
      clientId?: string;
      meta?: Record<string, unknown>;
      replyToId?: string;
    },
  ) {
    const stored = await writer.push(channel.id, [
      channel,
      {
        replyToId: message.replyToId ?? null,
        senderId: message.senderId,
        type: message.type,
        content: message.content,
        mediaId: message.mediaId ?? null,
        meta: message.meta ?? null,
        clientId: message.clientId ?? null,
      },
    ]);
    // A concurrent retry with the same client id stored it first: that one is the message.
    // (Only a client id can conflict: messages without one never collide.)
    if (!stored) return (await findByClientId(channel, message.clientId!))!;
    const { sent, previous } = stored;
    // Only the members for whom this is the first unread message are notified: most messages of
    // a lively channel have none, and then the durable event (two writes) is not worth queuing.
    if (message.senderId) {
      const newlyUnread = await repo.newlyUnread(channel.id, message.senderId, previous);
      if (newlyUnread.length)
        await events.emit('chat.message', {
          channel: channel.name,
          type: channel.type,
          title: channel.title,
          senderId: message.senderId,
          newlyUnread,
        });
    }
    return sent;
  }

  async function findByClientId(channel: ChannelRow, clientId: string) {
    const row = await repo.messageByClientId(channel.id, clientId);
    return row ? (await toMessages([row], () => channel.name))[0] : undefined;
  }

  /** Membership events on the control channel: the removed member's app drops the channel. */
  function announceRemoval(channel: ChannelRow, userId: string) {
    const control = controlChannelOf(channel.name);
    fanOut.toRoom(channelRoom(control), CHAT_EVENTS.message, {
      _id: randomUUID(),
      channel: control,
      userId: null,
      messageType: 'edit_group',
      content: CHAT_MESSAGES.memberRemoved,
      timeToken: channel.lastTimeToken.toString(),
      clientId: null,
      file: null,
      meta: { action: REMOVE_MEMBER, userId },
      createdAt: new Date().toISOString(),
      editedAt: null,
      deletedAt: null,
      version: 0,
      reactions: [],
      replyTo: null,
    } satisfies ChatMessage);
    fanOut.leave(userId, channelRoom(channel.name));
    fanOut.leave(userId, channelRoom(control));
  }

  /** A system line; the member whose action wrote it has read it. */
  async function system(
    channel: ChannelRow,
    content: string,
    meta?: Record<string, unknown>,
    actorId?: string,
  ) {
    const sent = await write(channel, { senderId: null, type: 'edit_group', content, meta });
    if (actorId) await repo.markRead(actorId, channel.id, BigInt(sent.timeToken));
    return sent;
  }

  const { addMembers } = channelWrites;

  /**
   * I read a channel up to a time token: told to its other members who show receipts, on
   * whichever instance their sockets are (each member's own room, through Redis).
   */
  async function tellRead(me: string, channelId: string, marker: { timeToken: string }) {
    const [channel] = await repo.channelsByIds([channelId]);
    if (!channel) return;
    for (const reader of await repo.readers(channelId, me))
      fanOut.toUser(reader.userId, CHAT_EVENTS.read, {
        channel: channel.name,
        userId: me,
        timeToken: marker.timeToken,
      });
  }

  async function toChannels(
    me: string,
    rows: Array<{
      channel: ChannelRow;
      isAdmin: boolean;
      muted: boolean;
      lastReadTimeToken: string;
      unread: number;
    }>,
  ): Promise<ChatChannel[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.channel.id);
    const [counts, lastRows, subchannels, members] = await Promise.all([
      repo.memberCounts(ids),
      repo.lastMessages(ids),
      repo.mySubchannels(me, ids),
      repo.singleChannelMembers(ids),
    ]);
    const nameOf = new Map(rows.map((row) => [row.channel.id, row.channel.name]));
    const lastMessages = await toMessages(lastRows, (id) => nameOf.get(id)!);
    const others = new Map(
      members.filter((m) => m.userId !== me).map((m) => [m.channelId, m.userId]),
    );
    const cards = await memberCards.byIds(others.values());
    const avatars = await media.itemsByIds(
      rows.flatMap((row) => (row.channel.avatarMediaId ? [row.channel.avatarMediaId] : [])),
    );
    return rows.map(({ channel, ...member }) => {
      const other = cards.get(others.get(channel.id) ?? '') ?? null;
      return {
        _id: channel.id,
        channel: channel.name,
        type: channel.type,
        nameGroup: other ? `${other.firstName} ${other.lastName}` : (channel.title ?? ''),
        channelAvatar: other
          ? other.avatarUrl
          : (avatars.get(channel.avatarMediaId ?? '')?.url ?? null),
        otherMember: other,
        memberCount: counts.get(channel.id) ?? 0,
        isAdmin: member.isAdmin,
        muted: member.muted,
        lastReadTimeToken: member.lastReadTimeToken,
        unReadMessage: member.unread,
        lastMessage: lastMessages.find((m) => m.channel === channel.name) ?? null,
        subgroups: subchannels
          .filter((sub) => sub.parentId === channel.id)
          .map((sub) => ({
            channel: sub.name,
            nameGroup: sub.title ?? '',
            unReadMessage: sub.unread,
          })),
      };
    });
  }

  /** A network group's members are the members of its channel: they follow joins and leaves. */
  async function joinGroupChannel(userId: string, groupId: string) {
    const info = await groupChat(groupId);
    if (!info) return;
    // Read before the transaction: the embedded database has one connection.
    const parent = info.parentId ? await groupChat(info.parentId) : undefined;
    const channel = await db.transaction((tx) => ensureGroupChannel(tx, info, parent));
    const added = await channelWrites.addMember(db, channel.id, userId);
    if (added.length) await system(channel, CHAT_MESSAGES.memberAdded, { userIds: [userId] });
    fanOut.toUser(userId, CHAT_EVENTS.channelAdded, { channel: channel.name });
  }

  async function leaveGroupChannel(userId: string, groupId: string) {
    const channel = await repo.groupChannel(groupId);
    if (!channel) return;
    const removed = await channelWrites.removeMember(db, channel.id, userId);
    if (!removed.length) return;
    await system(channel, CHAT_MESSAGES.memberRemoved, { userIds: [userId] });
    announceRemoval(channel, userId);
  }

  events.on('group.created', 'chat', async ({ groupId }) => {
    const info = await groupChat(groupId);
    if (!info) return;
    const parent = info.parentId ? await groupChat(info.parentId) : undefined;
    await db.transaction((tx) => ensureGroupChannel(tx, info, parent));
  });

  events.on('group.membership', 'chat', async ({ userId, joined, left }) => {
    for (const groupId of joined) await joinGroupChannel(userId, groupId);
    for (const groupId of left) await leaveGroupChannel(userId, groupId);
  });

  return {
    /** The channel name or control channel a member may subscribe to; null when not theirs. */
    async canAccess(me: string, name: string) {
      return (await this.access(me, [name])).granted.length === 1;
    },

    /** POST /chat/get-channel: the one channel of a pair, made on first use. */
    async singleChannel(me: string, users: string[]) {
      const other = users.find((id) => id !== me);
      if (!users.includes(me) || !other)
        throw badRequest('VALIDATION_ERROR', { users: 'Two members, one of them you' });
      if (!(await mayMessage(me, other))) throw forbidden('CHAT_NOT_ALLOWED');
      const pairKey = [me, other].sort().join(':');
      const name = `single.${pairKey.replace(':', '.')}`;
      await db
        .transaction(async (tx) => {
          const created = await channelWrites.insertPair(tx, { name, pairKey, createdBy: me });
          if (created) await addMembers(tx, created.id, [me, other]);
          return created;
        })
        .then((created) => {
          if (created) fanOut.toUser(other, CHAT_EVENTS.channelAdded, { channel: name });
        });
      return this.detail(me, name);
    },

    async createGroup(me: string, body: { name: string; users: string[]; avatarMediaId?: string }) {
      const others = [...new Set(body.users.filter((id) => id !== me))];
      if (!others.length || !(await areConnected(me, others))) throw forbidden('CHAT_NOT_ALLOWED');
      if (body.avatarMediaId && !(await media.ownsAll(me, [body.avatarMediaId])))
        throw badRequest('VALIDATION_ERROR', {
          avatarMediaId: 'Choose an image of your own library',
        });
      const name = `group.${randomUUID()}`;
      await db.transaction(async (tx) => {
        const created = await channelWrites.insertGroup(tx, {
          name,
          title: body.name,
          avatarMediaId: body.avatarMediaId ?? null,
          createdBy: me,
        });
        await addMembers(tx, created.id, [me, ...others], me);
      });
      for (const userId of others)
        fanOut.toUser(userId, CHAT_EVENTS.channelAdded, { channel: name });
      return this.detail(me, name);
    },

    /** Rename, new avatar, members in and out: each change is told in the channel (spec §4). */
    async editGroup(
      me: string,
      body: {
        channel: string;
        name?: string;
        avatarMediaId?: string;
        addUsers: string[];
        removeUsers: string[];
      },
    ) {
      const { channel } = await adminOf(me, body.channel);
      const adding = body.addUsers.filter((id) => id !== me);
      if (adding.length && !(await areConnected(me, adding))) throw forbidden('CHAT_NOT_ALLOWED');
      if (body.avatarMediaId && !(await media.ownsAll(me, [body.avatarMediaId])))
        throw badRequest('VALIDATION_ERROR', {
          avatarMediaId: 'Choose an image of your own library',
        });
      const removing = body.removeUsers.filter((id) => id !== me);
      await db.transaction(async (tx) => {
        if (body.name || body.avatarMediaId)
          await channelWrites.setLook(tx, channel.id, {
            title: body.name ?? channel.title,
            avatarMediaId: body.avatarMediaId ?? channel.avatarMediaId,
          });
        await addMembers(tx, channel.id, adding);
        if (removing.length) await channelWrites.removeMembers(tx, channel.id, removing);
      });
      if (body.name && body.name !== channel.title)
        await system(channel, CHAT_MESSAGES.renamed(body.name), undefined, me);
      if (body.avatarMediaId) await system(channel, CHAT_MESSAGES.avatarUpdated, undefined, me);
      if (adding.length) {
        await system(channel, CHAT_MESSAGES.memberAdded, { userIds: adding }, me);
        for (const userId of adding)
          fanOut.toUser(userId, CHAT_EVENTS.channelAdded, { channel: channel.name });
      }
      if (removing.length) {
        await system(channel, CHAT_MESSAGES.memberRemoved, { userIds: removing }, me);
        for (const userId of removing) announceRemoval(channel, userId);
      }
      return this.detail(me, channel.name);
    },

    async leaveGroup(me: string, channelName: string) {
      const { channel } = await mine(me, channelName);
      if (channel.type !== 'group') throw forbidden();
      const name = (await memberCards.byIds([me])).get(me);
      await db.transaction(async (tx) => {
        await channelWrites.removeMember(tx, channel.id, me);
        // A group is never left without an admin: the longest-standing member takes over.
        const admin = await channelWrites.anyAdmin(tx, channel.id);
        if (!admin) {
          const next = await channelWrites.longestStanding(tx, channel.id);
          if (next) await channelWrites.makeAdmin(tx, channel.id, next.userId);
        }
      });
      await system(
        channel,
        CHAT_MESSAGES.memberLeft(
          name ? `${name.firstName} ${name.lastName}` : 'A member',
          channel.title ?? '',
        ),
        { userIds: [me] },
      );
      announceRemoval(channel, me);
      return { ok: true as const };
    },

    /** The admin deletes the group chat for everyone. */
    async removeGroup(me: string, channelName: string) {
      const { channel } = await adminOf(me, channelName);
      const members = await repo.members(channel.id);
      await channelWrites.deleteChannel(db, channel.id);
      // Me first: my other tabs drop it before the others' events make them look it up.
      const ordered = [...members].sort(
        (a, b) => Number(b.userId === me) - Number(a.userId === me),
      );
      for (const member of ordered) announceRemoval(channel, member.userId);
      return { ok: true as const };
    },

    async detail(me: string, channelOrId: string): Promise<ChatChannel> {
      const { channel, member } = await mine(me, channelOrId);
      const unread = await repo.unreadIn(channel.id, me, member.lastReadTimeToken);
      const [detail] = await toChannels(me, [
        {
          channel,
          isAdmin: member.isAdmin,
          muted: member.muted,
          lastReadTimeToken: member.lastReadTimeToken.toString(),
          unread,
        },
      ]);
      return detail!;
    },

    async members(me: string, channelOrId: string) {
      const { channel } = await mine(me, channelOrId);
      const rows = await repo.members(channel.id);
      const cards = await memberCards.byIds(rows.map((row) => row.userId));
      return {
        rows: rows.flatMap((row) => {
          const card = cards.get(row.userId);
          return card ? [{ ...card, isAdmin: row.isAdmin }] : [];
        }),
      };
    },

    async send(
      me: string,
      body: {
        channel: string;
        content: string;
        messageType: 'text' | 'file';
        mediaId?: string;
        clientId?: string;
        replyTo?: string;
      },
    ) {
      const { channel } = await mine(me, body.channel);
      // A reply answers a member's message of this very channel; any other id is refused the
      // same way, whether it exists elsewhere or not.
      if (body.replyTo && !(await repo.answerable(channel.id, body.replyTo)))
        throw badRequest('VALIDATION_ERROR', {
          replyTo: 'Reply to a message of this conversation',
        });
      if (body.messageType === 'text' && !body.content)
        throw badRequest('VALIDATION_ERROR', { content: 'Write a message' });
      if (body.messageType === 'file') {
        if (!body.mediaId || !(await media.ownsAll(me, [body.mediaId])))
          throw badRequest('VALIDATION_ERROR', { mediaId: 'Attach a file of your own library' });
      }
      const content =
        body.content || (await media.itemsByIds([body.mediaId!])).get(body.mediaId!)!.name;
      return write(channel, {
        senderId: me,
        type: body.messageType,
        content,
        mediaId: body.mediaId,
        clientId: body.clientId,
        replyToId: body.replyTo,
      });
    },

    /**
     * My message's new text. Idempotent: a retry of an edit already applied (the message moved
     * past `version` and says this) answers the message; a stale edit is refused.
     */
    async editMessage(me: string, messageId: string, body: { content: string; version: number }) {
      const { message, channel } = await authored(me, messageId);
      if (message.deletedAt) throw conflict('MESSAGE_DELETED');
      if (message.type !== 'text') throw forbidden();
      const edited = await repo.editMessage(message.id, body.content, body.version);
      if (edited) return announceChange(channel, edited);
      const now = (await repo.messageForMember(messageId, me))!.message;
      if (now.deletedAt) throw conflict('MESSAGE_DELETED');
      if (now.version > body.version && now.content === body.content)
        return (await toMessages([now], () => channel.name))[0]!;
      throw conflict('MESSAGE_CHANGED', { version: now.version });
    },

    /** My message is gone for everyone; its place stays. Deleting it again answers the same. */
    async deleteMessage(me: string, messageId: string) {
      const { message, channel } = await authored(me, messageId);
      if (message.type !== 'text' && message.type !== 'file') throw forbidden();
      const deleted = await repo.deleteMessage(message.id);
      if (deleted) return announceChange(channel, deleted);
      return (await toMessages([message], () => channel.name))[0]!;
    },

    /**
     * A message of a channel I am in, for a report (ADR 029): someone's text or file, not
     * deleted; 404 otherwise.
     */
    async reportable(me: string, messageId: string) {
      const { message, channel } = await readable(me, messageId);
      if (message.deletedAt || !message.senderId || !['text', 'file'].includes(message.type))
        throw notFound();
      return {
        authorId: message.senderId,
        snapshot: message.content,
        context: channel.title ? `Message in ${channel.title}` : 'Direct message',
      };
    },

    /**
     * An administrator's removal: deleted for everyone as its sender would, in the caller's
     * transaction; the channel is told after the commit (the returned callback).
     */
    async removeByModerator(messageId: string, tx: Tx) {
      const inTx = createChatRepository(tx);
      const deleted = await inTx.deleteMessage(messageId);
      if (!deleted) return undefined;
      const [channel] = await inTx.channelsByIds([deleted.channelId]);
      return async () => {
        if (channel) await announceChange(channel, deleted);
      };
    },

    /** Sets my reaction on a message of a channel I am in; setting it twice is one reaction. */
    async react(me: string, messageId: string, body: { emoji: string; reacted: boolean }) {
      const { message, channel } = await readable(me, messageId);
      if (message.deletedAt) throw conflict('MESSAGE_DELETED');
      const changed = await repo.setReaction(message.id, me, body.emoji, body.reacted);
      if (changed) return announceChange(channel, message);
      return (await toMessages([message], () => channel.name))[0]!;
    },

    /** "Ben is typing…": told to the channel's other members live, never stored. */
    async typing(me: string, channelName: string) {
      if (!(await this.canAccess(me, channelName)) || channelName.includes(CONTROL_CHANNEL_MARK))
        throw notFound();
      fanOut.toRoom(channelRoom(channelName), CHAT_EVENTS.typing, {
        channel: channelName,
        userId: me,
      });
      return { ok: true as const };
    },

    async history(
      me: string,
      query: { channel: string; before?: string; limit: number; since?: string },
    ) {
      const { channel } = await mine(me, query.channel);
      const before = query.before ? BigInt(query.before) : undefined;
      const found = query.since
        ? await repo.historySince(channel.id, BigInt(query.since), before)
        : await repo.history(channel.id, before, query.limit);
      return { messages: await toMessages(found.rows, () => channel.name), hasMore: found.hasMore };
    },

    async list(
      me: string,
      query: {
        page: number;
        offset: number;
        type: ChatType | 'all';
        getUnread?: boolean;
        position: 'HEADER' | 'SIDEBAR';
      },
    ): Promise<ChannelList> {
      const size = query.position === 'HEADER' ? CHAT_LIST_SIZE.HEADER : query.offset;
      const paging = { page: query.page, offset: size };
      const { limit, skip } = pageWindow(paging);
      const found = await repo.myChannels(me, {
        types:
          query.type === 'all'
            ? undefined
            : query.type === 'group'
              ? ['group', 'directory', 'org_directory', 'sub_group']
              : [query.type],
        unreadOnly: query.getUnread,
        limit,
        skip,
      });
      const channels = await repo.channelsByIds(found.rows.map((row) => row.channelId));
      const byId = new Map(channels.map((c) => [c.id, c]));
      const rows = await toChannels(
        me,
        found.rows
          .filter((row) => byId.has(row.channelId))
          .map((row) => ({ channel: byId.get(row.channelId)!, ...row })),
      );
      return { ...toListResponse(rows, found.total, paging), totalUnread: found.totalUnread };
    },

    /**
     * Like every chat call, a channel I am not in answers 404; the batch is checked whole first,
     * so a refused batch moves no marker.
     */
    async saveReadMarkers(me: string, markers: Array<{ channel: string; timeToken: string }>) {
      const found = [];
      for (const marker of markers) found.push((await mine(me, marker.channel)).channel.id);
      const showing = await repo.receiptsOn(me);
      for (const [i, marker] of markers.entries()) {
        const moved = await repo.markRead(me, found[i]!, BigInt(marker.timeToken));
        // A marker saved again (a retry while reconnecting) does not move: nothing is told.
        if (moved && showing) await tellRead(me, found[i]!, marker);
      }
      return { ok: true as const };
    },

    /** GET /chat/receipts: how far the others who show receipts have read, if I show mine. */
    async receipts(me: string, channelName: string): Promise<ChatReceipts> {
      const { channel } = await mine(me, channelName);
      if (!(await repo.receiptsOn(me)))
        return { channel: channel.name, enabled: false, readers: [] };
      const readers = await repo.readers(channel.id, me);
      return { channel: channel.name, enabled: true, readers };
    },

    async settings(me: string): Promise<ChatSettings> {
      return { readReceipts: await repo.receiptsOn(me) };
    },

    async saveSettings(me: string, body: Partial<ChatSettings>) {
      if (body.readReceipts !== undefined) await repo.saveSettings(me, body.readReceipts);
      return this.settings(me);
    },

    /**
     * Messages of the channels I am in now, best match first, the matches marked. `prefix`: each
     * word matches the words it starts (the header search, ADR 033), not websearch syntax.
     */
    async search(
      me: string,
      query: { q: string; limit: number; offset: number; prefix?: boolean },
    ) {
      const found = await repo.search(me, query.q, query.limit, query.offset, query.prefix);
      const channelIds = [...new Set(found.rows.map(({ row }) => row.channelId))];
      const [channels, pairs] = await Promise.all([
        repo.channelsByIds(channelIds),
        repo.singleChannelMembers(channelIds),
      ]);
      const others = new Map(
        pairs.filter((m) => m.userId !== me).map((m) => [m.channelId, m.userId]),
      );
      const cards = await memberCards.byIds(others.values());
      const byId = new Map(channels.map((channel) => [channel.id, channel]));
      const nameOf = (channel: ChannelRow) => {
        const other = cards.get(others.get(channel.id) ?? '');
        if (other) return `${other.firstName} ${other.lastName}`;
        return channel.type === 'single' ? 'A former member' : (channel.title ?? '');
      };
      const messages = await toMessages(
        found.rows.map(({ row }) => row),
        (id) => byId.get(id)!.name,
      );
      const rows = found.rows.map(({ row, headline }, i): ChatSearchHit => {
        const channel = byId.get(row.channelId)!;
        return {
          message: messages[i]!,
          channelType: channel.type,
          channelName: nameOf(channel),
          highlight: segments(headline),
        };
      });
      return { rows, hasMore: found.hasMore };
    },

    async mute(me: string, channelName: string, muted: boolean) {
      const { channel } = await mine(me, channelName);
      await channelWrites.setMuted(db, channel.id, me, muted);
      return { ok: true as const };
    },

    /** Which channels (or their control channels) I may use: one query for the whole list. */
    async access(me: string, channels: string[]) {
      const baseOf = (name: string) =>
        name.endsWith(`.${CONTROL_CHANNEL_MARK}`)
          ? name.slice(0, -(CONTROL_CHANNEL_MARK.length + 1))
          : name;
      const mine = await repo.memberChannelNames([...new Set(channels.map(baseOf))], me);
      return {
        granted: channels.filter((name) => mine.has(baseOf(name))),
        denied: channels.filter((name) => !mine.has(baseOf(name))),
      };
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;

/** ts_headline's text cut on its marks into plain and matched segments: never markup. */
export function segments(headline: string) {
  const parts: Array<{ text: string; match: boolean }> = [];
  for (const [i, chunk] of headline.split(SEARCH_MARK_START).entries()) {
    const [matched, rest] = i === 0 ? [null, chunk] : splitOnce(chunk, SEARCH_MARK_STOP);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}
const splitOnce = (text: string, mark: string): [string, string] => {
  const at = text.indexOf(mark);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + mark.length)];
};
