import { and, desc, eq, getTableColumns, inArray, isNull, lt, sql } from 'drizzle-orm';
import {
  CHAT_JUMP_CONTEXT,
  CHAT_JUMP_MAX,
  SEARCH_MARK_START,
  SEARCH_MARK_STOP,
} from '@nethub/contract/constants';
import type { ChatType } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import {
  chatChannels,
  chatMembers,
  chatMessages,
  chatReactions,
  chatSettings,
} from './chat.tables.js';

export type ChannelRow = typeof chatChannels.$inferSelect;
/** A message without its search document (only PostgreSQL reads that). */
export type MessageRow = Omit<typeof chatMessages.$inferSelect, 'search'>;
const { search: _search, ...messageColumns } = getTableColumns(chatMessages);
/** A message's columns in raw SQL, as drizzle names them (x: the message's alias). */
const RAW_COLUMNS = sql.raw(`x.id, x.channel_id as "channelId", x.sender_id as "senderId", x.type,
  x.content, x.media_id as "mediaId", x.meta, x.time_token::text as "timeToken",
  x.client_id as "clientId", x.created_at as "createdAt", x.edited_at as "editedAt",
  x.deleted_at as "deletedAt", x.version, x.reply_to_id as "replyToId"`);
/**
 * ts_headline's options: matches between private-use marks; a short message whole, a long one
 * cut to a fragment or two around its matches.
 */
const MARKS = `StartSel=${SEARCH_MARK_START}, StopSel=${SEARCH_MARK_STOP}`;
const WHOLE_TEXT = `${MARKS}, HighlightAll=true`;
const FRAGMENTS = `${MARKS}, MaxWords=30, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;
/** Messages up to this long are shown whole in a search result. */
const WHOLE_TEXT_MAX = 240;
export type MemberRow = typeof chatMembers.$inferSelect;
/** A message to store: the channel and its time token come from where it is appended. */
export type NewMessage = {
  senderId: string | null;
  type: MessageRow['type'];
  content: string;
  mediaId: string | null;
  meta: Record<string, unknown> | null;
  clientId: string | null;
  replyToId: string | null;
};

/** A PubNub-style time token: 100 ns units since the epoch. */
const nowToken = () => BigInt(Date.now()) * 10_000n;
/** Unread counts stop at this many: a badge says "99+". */
const UNREAD_CAP = 100;

const date = (value: unknown) => (value == null ? null : new Date(value as string));
/** A message read with raw SQL: bigint and dates as drizzle gives them. */
const fromRaw = (row: Record<string, unknown>): MessageRow => ({
  ...(row as MessageRow),
  timeToken: BigInt(row.timeToken as string),
  createdAt: new Date(row.createdAt as string),
  editedAt: date(row.editedAt),
  deletedAt: date(row.deletedAt),
  version: Number(row.version),
  replyToId: (row.replyToId as string | null) ?? null,
});

export type ChannelListRow = {
  channelId: string;
  isAdmin: boolean;
  muted: boolean;
  lastReadTimeToken: string;
  unread: number;
};

export function createChatRepository(db: DbOrTx) {
  return {
    async channelsByIds(ids: string[]) {
      if (!ids.length) return [];
      return db.select().from(chatChannels).where(inArray(chatChannels.id, ids));
    },

    async membership(channelId: string, userId: string) {
      const [row] = await db
        .select()
        .from(chatMembers)
        .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)));
      return row;
    },

    members: (channelId: string) =>
      db.select().from(chatMembers).where(eq(chatMembers.channelId, channelId)),

    async memberCounts(channelIds: string[]) {
      if (!channelIds.length) return new Map<string, number>();
      const rows = await db
        .select({ channelId: chatMembers.channelId, value: sql<number>`count(*)::int` })
        .from(chatMembers)
        .where(inArray(chatMembers.channelId, channelIds))
        .groupBy(chatMembers.channelId);
      return new Map(rows.map((row) => [row.channelId, row.value]));
    },

    /** Takes the channel's next time token under its row lock; returns it and the one before. */
    async nextTimeToken(channelId: string) {
      const result = (await db.execute(sql`
        update chat_channels c set last_time_token = greatest(c.last_time_token + 1, ${nowToken()}),
          last_message_at = now()
        from (select id, last_time_token as previous from chat_channels where id = ${channelId} for update) p
        where c.id = p.id
        returning c.last_time_token::text as token, p.previous::text as previous`)) as unknown as {
        rows: Array<{ token: string; previous: string }>;
      };
      const row = result.rows[0]!;
      return { token: BigInt(row.token), previous: BigInt(row.previous) };
    },

    /**
     * Stores a channel's messages, in this order, with its next time tokens in one statement (the
     * clock moves under the channel row's lock, once for all of them). Each answer is the stored
     * row and the token before it, or undefined where a message with that client id exists.
     */
    async appendMessages(
      channelId: string,
      messages: NewMessage[],
    ): Promise<Array<{ row: MessageRow; previous: bigint } | undefined>> {
      const count = messages.length;
      const input = messages.map((m, i) => ({
        n: i + 1,
        sender_id: m.senderId,
        type: m.type,
        content: m.content,
        media_id: m.mediaId,
        meta: m.meta,
        client_id: m.clientId,
        reply_to_id: m.replyToId,
      }));
      const result = (await db.execute(sql`
        with clock as (
          update chat_channels c
            set last_time_token = greatest(c.last_time_token + ${count}, ${nowToken() + BigInt(count - 1)}),
              last_message_at = now()
          from (select id, last_time_token as previous from chat_channels
                where id = ${channelId} for update) p
          where c.id = p.id
          returning c.last_time_token - ${count} as base, p.previous)
        insert into chat_messages as x (channel_id, sender_id, type, content, media_id, meta, client_id,
          reply_to_id, time_token)
        select ${channelId}, m.sender_id, m.type, m.content, m.media_id, m.meta, m.client_id,
          m.reply_to_id, clock.base + m.n
        from clock, jsonb_to_recordset(${JSON.stringify(input)}::jsonb) as m(n bigint, sender_id uuid,
          type varchar, content text, media_id uuid, meta jsonb, client_id varchar, reply_to_id uuid)
        order by m.n
        on conflict (channel_id, client_id) do nothing
        returning ${RAW_COLUMNS}, (select base::text from clock) as base,
          (select previous::text from clock) as previous`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
      const byToken = new Map(
        result.rows.map(({ base: _base, previous: _previous, ...raw }) => {
          const row = fromRaw(raw);
          return [row.timeToken, row];
        }),
      );
      const first = result.rows[0];
      if (!first) return messages.map(() => undefined);
      const base = BigInt(first.base as string);
      let previous = BigInt(first.previous as string);
      return messages.map((_, i) => {
        const row = byToken.get(base + BigInt(i + 1));
        if (!row) return undefined;
        const answer = { row, previous };
        previous = row.timeToken;
        return answer;
      });
    },

    /** Which of these channel names I am a member of, in one query. */
    async memberChannelNames(names: string[], userId: string) {
      if (!names.length) return new Set<string>();
      const rows = await db
        .select({ name: chatChannels.name })
        .from(chatChannels)
        .innerJoin(
          chatMembers,
          and(eq(chatMembers.channelId, chatChannels.id), eq(chatMembers.userId, userId)),
        )
        .where(inArray(chatChannels.name, names));
      return new Set(rows.map((row) => row.name));
    },

    /** A channel by name with my membership, in one query. */
    async channelWithMember(name: string, userId: string) {
      const [row] = await db
        .select({ channel: chatChannels, member: chatMembers })
        .from(chatChannels)
        .innerJoin(
          chatMembers,
          and(eq(chatMembers.channelId, chatChannels.id), eq(chatMembers.userId, userId)),
        )
        .where(eq(chatChannels.name, name));
      return row;
    },

    async messageByClientId(channelId: string, clientId: string) {
      const [row] = await db
        .select(messageColumns)
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.clientId, clientId)));
      return row;
    },

    async history(channelId: string, before: bigint | undefined, limit: number) {
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channelId),
            before === undefined ? undefined : lt(chatMessages.timeToken, before),
          ),
        )
        .orderBy(desc(chatMessages.timeToken))
        .limit(limit + 1);
      return { rows: rows.slice(0, limit).reverse(), hasMore: rows.length > limit };
    },

    /** Members who had read everything before `previous` and now have something unread. */
    async newlyUnread(channelId: string, senderId: string, previous: bigint) {
      const rows = await db
        .select({ userId: chatMembers.userId })
        .from(chatMembers)
        .where(
          and(
            eq(chatMembers.channelId, channelId),
            sql`${chatMembers.userId} <> ${senderId}`,
            eq(chatMembers.muted, false),
            sql`${chatMembers.lastReadTimeToken} >= ${previous}`,
          ),
        );
      return rows.map((row) => row.userId);
    },

    /**
     * My channels, most recent activity first, with unread counts (others' messages after my
     * read marker, capped). Sub-group channels come under their parent's row (mySubchannels)
     * unless sub-groups alone are asked for or I am not in the parent.
     */
    async myChannels(
      userId: string,
      filter: { types?: ChatType[]; unreadOnly?: boolean; limit: number; skip: number },
    ) {
      const typeFilter = filter.types ? sql`and c.type in ${filter.types}` : sql``;
      const unreadFilter = filter.unreadOnly ? sql`and u.unread > 0` : sql``;
      // A sub-group's channel shows under its group's channel when I am in that one too; on its
      // own otherwise, and always when sub-groups are asked for.
      const onlySubgroups = filter.types?.length === 1 && filter.types[0] === 'sub_group';
      const placed = onlySubgroups
        ? sql``
        : sql`and (c.parent_id is null or not exists (select 1 from chat_members pm
            where pm.channel_id = c.parent_id and pm.user_id = m.user_id))`;
      const from = sql`chat_members m join chat_channels c on c.id = m.channel_id
        cross join lateral (select count(*)::int as unread from (select 1 from chat_messages x
          where x.channel_id = m.channel_id and x.time_token > m.last_read_time_token
            and x.sender_id is distinct from m.user_id limit ${UNREAD_CAP}) s) u
        where m.user_id = ${userId} ${placed} ${typeFilter} ${unreadFilter}`;
      const [page, total, totalUnread] = await Promise.all([
        db.execute(sql`select m.channel_id as "channelId", m.is_admin as "isAdmin", m.muted,
            m.last_read_time_token::text as "lastReadTimeToken", u.unread
          from ${from} order by c.last_message_at desc, c.id limit ${filter.limit} offset ${filter.skip}`),
        db.execute(sql`select count(*)::int as value from ${from}`),
        db.execute(sql`select count(*)::int as value from chat_members m
          join chat_channels c on c.id = m.channel_id
          where m.user_id = ${userId} ${placed} ${typeFilter}
            and exists (select 1 from chat_messages x
              where x.channel_id = m.channel_id and x.time_token > m.last_read_time_token
                and x.sender_id is distinct from m.user_id)`),
      ]);
      const value = (result: unknown) =>
        (result as { rows: Array<{ value: number }> }).rows[0]?.value ?? 0;
      return {
        rows: (page as unknown as { rows: ChannelListRow[] }).rows,
        total: value(total),
        totalUnread: value(totalUnread),
      };
    },

    /** My sub-group channels under some channels, with their unread counts. */
    async mySubchannels(userId: string, parentIds: string[]) {
      if (!parentIds.length) return [];
      const result = await db.execute(sql`
        select c.id, c.parent_id as "parentId", c.name, c.title,
          (select count(*)::int from (select 1 from chat_messages x where x.channel_id = c.id
             and x.time_token > m.last_read_time_token and x.sender_id is distinct from m.user_id
             limit ${UNREAD_CAP}) s) as unread
        from chat_members m join chat_channels c on c.id = m.channel_id
        where m.user_id = ${userId} and c.parent_id in ${parentIds}
        order by c.title`);
      return (
        result as unknown as {
          rows: Array<{
            id: string;
            parentId: string;
            name: string;
            title: string;
            unread: number;
          }>;
        }
      ).rows;
    },

    /** The newest message of each channel: one index probe per channel in one statement. */
    async lastMessages(channelIds: string[]): Promise<MessageRow[]> {
      if (!channelIds.length) return [];
      const ids = sql.join(
        channelIds.map((id) => sql`(${id}::uuid)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        select ${RAW_COLUMNS}
        from (values ${ids}) as ids(id)
        cross join lateral (select * from chat_messages l where l.channel_id = ids.id
          order by l.time_token desc limit 1) x`);
      return (result as unknown as { rows: Array<Record<string, unknown>> }).rows.map(fromRaw);
    },

    async unreadIn(channelId: string, userId: string, lastRead: bigint) {
      const result = await db.execute(sql`select count(*)::int as value from (select 1
        from chat_messages x where x.channel_id = ${channelId} and x.time_token > ${lastRead}
          and x.sender_id is distinct from ${userId} limit ${UNREAD_CAP}) s`);
      return (result as unknown as { rows: Array<{ value: number }> }).rows[0]?.value ?? 0;
    },

    /** Both members of these channels that are one-to-one. */
    singleChannelMembers: (channelIds: string[]) =>
      db
        .select({ channelId: chatMembers.channelId, userId: chatMembers.userId })
        .from(chatMembers)
        .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
        .where(and(inArray(chatMembers.channelId, channelIds), eq(chatChannels.type, 'single'))),

    /** A network group's channel, if it was made. */
    async groupChannel(groupId: string) {
      const [channel] = await db
        .select()
        .from(chatChannels)
        .where(eq(chatChannels.networkGroupId, groupId));
      return channel;
    },

    /** A message and its channel, when I am a member of that channel (else undefined). */
    async messageForMember(messageId: string, userId: string) {
      const [row] = await db
        .select({ message: messageColumns, channel: chatChannels })
        .from(chatMessages)
        .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
        .innerJoin(
          chatMembers,
          and(eq(chatMembers.channelId, chatMessages.channelId), eq(chatMembers.userId, userId)),
        )
        .where(eq(chatMessages.id, messageId));
      return row;
    },

    /** Compare-and-set: changes the text only if the message is still at `version`. */
    async editMessage(messageId: string, content: string, version: number) {
      const [row] = await db
        .update(chatMessages)
        .set({ content, editedAt: new Date(), version: sql`${chatMessages.version} + 1` })
        .where(
          and(
            eq(chatMessages.id, messageId),
            eq(chatMessages.version, version),
            isNull(chatMessages.deletedAt),
          ),
        )
        .returning(messageColumns);
      return row;
    },

    /** Clears what it said and its reactions; its place (time token) stays. Once. */
    async deleteMessage(messageId: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(chatMessages)
          .set({ content: '', mediaId: null, meta: null, deletedAt: new Date() })
          .where(and(eq(chatMessages.id, messageId), isNull(chatMessages.deletedAt)))
          .returning(messageColumns);
        if (row) await tx.delete(chatReactions).where(eq(chatReactions.messageId, messageId));
        return row;
      });
    },

    /** Sets my reaction on or off; true when something changed. */
    async setReaction(messageId: string, userId: string, emoji: string, reacted: boolean) {
      const changed = reacted
        ? await db
            .insert(chatReactions)
            .values({ messageId, userId, emoji })
            .onConflictDoNothing()
            .returning({ userId: chatReactions.userId })
        : await db
            .delete(chatReactions)
            .where(
              and(
                eq(chatReactions.messageId, messageId),
                eq(chatReactions.userId, userId),
                eq(chatReactions.emoji, emoji),
              ),
            )
            .returning({ userId: chatReactions.userId });
      return changed.length > 0;
    },

    /** The reactions of these messages, oldest first. */
    async reactionsOf(messageIds: string[]) {
      if (!messageIds.length) return [];
      return db
        .select()
        .from(chatReactions)
        .where(inArray(chatReactions.messageId, messageIds))
        .orderBy(chatReactions.createdAt, chatReactions.userId);
    },

    /** Moves my read marker forward (never back); true when it moved. */
    async markRead(userId: string, channelId: string, timeToken: bigint) {
      const moved = await db
        .update(chatMembers)
        .set({ lastReadTimeToken: timeToken })
        .where(
          and(
            eq(chatMembers.channelId, channelId),
            eq(chatMembers.userId, userId),
            lt(chatMembers.lastReadTimeToken, timeToken),
          ),
        )
        .returning({ userId: chatMembers.userId });
      return moved.length > 0;
    },

    /** What these messages (replies' originals) are now. */
    async quoted(ids: string[]) {
      if (!ids.length) return [];
      return db
        .select({
          id: chatMessages.id,
          senderId: chatMessages.senderId,
          content: chatMessages.content,
          timeToken: chatMessages.timeToken,
          deletedAt: chatMessages.deletedAt,
        })
        .from(chatMessages)
        .where(inArray(chatMessages.id, ids));
    },

    /** A member's message (not a system line) of this channel, or undefined. */
    async answerable(channelId: string, messageId: string) {
      const [row] = await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.id, messageId),
            eq(chatMessages.channelId, channelId),
            inArray(chatMessages.type, ['text', 'file']),
          ),
        );
      return row;
    },

    /**
     * A jump to a message: from `since` (and CHAT_JUMP_CONTEXT messages before it) up to
     * `before`, newest first, at most CHAT_JUMP_MAX; `hasMore`: older ones exist.
     */
    async historySince(channelId: string, since: bigint, before: bigint | undefined) {
      const context = await db
        .select({ timeToken: chatMessages.timeToken })
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, channelId), lt(chatMessages.timeToken, since)))
        .orderBy(desc(chatMessages.timeToken))
        .limit(CHAT_JUMP_CONTEXT + 1);
      const from = context[CHAT_JUMP_CONTEXT - 1]?.timeToken ?? context.at(-1)?.timeToken ?? since;
      const rows = await db
        .select(messageColumns)
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.channelId, channelId),
            sql`${chatMessages.timeToken} >= ${from}`,
            before === undefined ? undefined : lt(chatMessages.timeToken, before),
          ),
        )
        .orderBy(desc(chatMessages.timeToken))
        .limit(CHAT_JUMP_MAX + 1);
      return {
        rows: rows.slice(0, CHAT_JUMP_MAX).reverse(),
        hasMore: rows.length > CHAT_JUMP_MAX || context.length > CHAT_JUMP_CONTEXT,
      };
    },

    /** Whether a member shows read receipts (no row: the default, on). */
    async receiptsOn(userId: string) {
      const [row] = await db
        .select({ on: chatSettings.readReceipts })
        .from(chatSettings)
        .where(eq(chatSettings.userId, userId));
      return row?.on ?? true;
    },

    async saveSettings(userId: string, readReceipts: boolean) {
      await db
        .insert(chatSettings)
        .values({ userId, readReceipts })
        .onConflictDoUpdate({
          target: chatSettings.userId,
          set: { readReceipts, updatedAt: new Date() },
        });
    },

    /** The channel's other members who show read receipts, and how far each has read. */
    async readers(channelId: string, exceptUserId: string) {
      const result = await db.execute(sql`
        select m.user_id as "userId", m.last_read_time_token::text as "timeToken"
        from chat_members m left join chat_settings s on s.user_id = m.user_id
        where m.channel_id = ${channelId} and m.user_id <> ${exceptUserId}
          and coalesce(s.read_receipts, true)`);
      return (result as unknown as { rows: Array<{ userId: string; timeToken: string }> }).rows;
    },

    /**
     * Full-text search over the messages of the channels I am in now, best match first (then
     * newest), with ts_headline's marked excerpt. Deleted messages and system lines never match.
     */
    async search(userId: string, q: string, limit: number, offset: number, prefix = false) {
      // Prefix mode (the header search, ADR 033): each word of letters and digits as a prefix,
      // all required; nothing else reaches to_tsquery, so no input can break its syntax.
      const words = q
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .slice(0, 8);
      if (prefix && !words.length) return { rows: [], hasMore: false };
      const tsquery = prefix
        ? sql`to_tsquery('english', ${words.map((word) => `${word}:*`).join(' & ')})`
        : sql`websearch_to_tsquery('english', ${q})`;
      const result = await db.execute(sql`
        select ${RAW_COLUMNS},
          ts_headline('english', x.content, query, case when length(x.content) <= ${WHOLE_TEXT_MAX}
            then ${WHOLE_TEXT} else ${FRAGMENTS} end) as headline
        from chat_members m
        join chat_messages x on x.channel_id = m.channel_id
        cross join ${tsquery} query
        where m.user_id = ${userId} and x.search @@ query and x.deleted_at is null
        order by ts_rank(x.search, query) desc, x.time_token desc, x.id
        limit ${limit + 1} offset ${offset}`);
      const rows = (result as unknown as { rows: Array<Record<string, unknown>> }).rows;
      return {
        rows: rows.slice(0, limit).map(({ headline, ...row }) => ({
          row: fromRaw(row),
          headline: headline as string,
        })),
        hasMore: rows.length > limit,
      };
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;

/** Channel and membership writes, in the caller's transaction. */
export const channelWrites = {
  async addMembers(tx: DbOrTx, channelId: string, userIds: string[], adminId?: string) {
    if (!userIds.length) return;
    await tx
      .insert(chatMembers)
      .values(userIds.map((userId) => ({ channelId, userId, isAdmin: userId === adminId })))
      .onConflictDoNothing();
  },
  /** The member added, or nothing when they were in already. */
  addMember: (tx: DbOrTx, channelId: string, userId: string) =>
    tx
      .insert(chatMembers)
      .values({ channelId, userId })
      .onConflictDoNothing()
      .returning({ userId: chatMembers.userId }),
  removeMember: (tx: DbOrTx, channelId: string, userId: string) =>
    tx
      .delete(chatMembers)
      .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId)))
      .returning({ userId: chatMembers.userId }),
  removeMembers: (tx: DbOrTx, channelId: string, userIds: string[]) =>
    tx
      .delete(chatMembers)
      .where(and(eq(chatMembers.channelId, channelId), inArray(chatMembers.userId, userIds))),
  async anyAdmin(tx: DbOrTx, channelId: string) {
    const [admin] = await tx
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.isAdmin, true)));
    return admin;
  },
  async longestStanding(tx: DbOrTx, channelId: string) {
    const [next] = await tx
      .select()
      .from(chatMembers)
      .where(eq(chatMembers.channelId, channelId))
      .orderBy(chatMembers.joinedAt)
      .limit(1);
    return next;
  },
  makeAdmin: (tx: DbOrTx, channelId: string, userId: string) =>
    tx
      .update(chatMembers)
      .set({ isAdmin: true })
      .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId))),
  setMuted: (tx: DbOrTx, channelId: string, userId: string, muted: boolean) =>
    tx
      .update(chatMembers)
      .set({ muted })
      .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId))),

  /** The one channel of a pair; undefined when it exists already. */
  async insertPair(tx: DbOrTx, values: { name: string; pairKey: string; createdBy: string }) {
    const [created] = await tx
      .insert(chatChannels)
      .values({ ...values, type: 'single' })
      .onConflictDoNothing({ target: chatChannels.pairKey })
      .returning({ id: chatChannels.id });
    return created;
  },
  async insertGroup(
    tx: DbOrTx,
    values: { name: string; title: string; avatarMediaId: string | null; createdBy: string },
  ) {
    const [created] = await tx
      .insert(chatChannels)
      .values({ ...values, type: 'group' })
      .returning({ id: chatChannels.id });
    return created!;
  },
  setLook: (
    tx: DbOrTx,
    channelId: string,
    look: { title: string | null; avatarMediaId: string | null },
  ) => tx.update(chatChannels).set(look).where(eq(chatChannels.id, channelId)),
  deleteChannel: (tx: DbOrTx, channelId: string) =>
    tx.delete(chatChannels).where(eq(chatChannels.id, channelId)),
};
