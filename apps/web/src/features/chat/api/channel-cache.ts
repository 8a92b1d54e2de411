import { quoteExcerpt } from '@nethub/contract/constants';
import type { ChannelList, ChatChannel, ChatMessage } from '@nethub/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { compareTimeTokens } from '../lib/time-token';
import { chatKeys, unreadScopeOf, type ChannelListType } from './chat-keys';
import type { HistoryPages } from './get-messages';

/*
 * Live events patch what the chat queries hold (channel lists, a channel, a conversation)
 * instead of fetching them again.
 */

type ChannelPages = InfiniteData<ChannelList, number>;

/** What the cache knows of a channel's unread messages. */
export type ChannelState = {
  unread: number;
  /** The tab whose unread count includes it (none for a sub-group). */
  scope: ChannelListType | null;
  lastTimeToken: string | undefined;
  /** A list on screen or held shows it. */
  listed: boolean;
};

const listedRows = (queryClient: QueryClient) => [
  ...queryClient
    .getQueriesData<ChannelPages>({ queryKey: chatKeys.sidebars })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.rows) ?? []),
  ...(queryClient.getQueryData<ChannelList>(chatKeys.header)?.rows ?? []),
];

const holdsSubgroup = (row: ChatChannel, channel: string) =>
  row.subgroups.some((subgroup) => subgroup.channel === channel);

export function channelState(queryClient: QueryClient, channel: string): ChannelState | undefined {
  const rows = listedRows(queryClient);
  const row = rows.find((candidate) => candidate.channel === channel);
  const detail = queryClient.getQueryData<ChatChannel>(chatKeys.channel(channel));
  const known = row ?? detail;
  if (known) {
    return {
      unread: known.unReadMessage,
      scope: unreadScopeOf(known.type),
      lastTimeToken: known.lastMessage?.timeToken,
      listed: !!row,
    };
  }
  const parent = rows.find((candidate) => holdsSubgroup(candidate, channel));
  const subgroup = parent?.subgroups.find((candidate) => candidate.channel === channel);
  return (
    subgroup && {
      unread: subgroup.unReadMessage,
      scope: null,
      lastTimeToken: undefined,
      listed: true,
    }
  );
}

type RowChange = (row: ChatChannel) => ChatChannel;

/** Changes the channel's row (or its group's row, for a sub-group) in pages of a list. */
function changePages(pages: ChannelList[], channel: string, change: RowChange, toTop: boolean) {
  let moved: ChatChannel | undefined;
  const next = pages.map((page) => {
    const index = page.rows.findIndex((row) => row.channel === channel);
    if (index === -1) {
      if (!page.rows.some((row) => holdsSubgroup(row, channel))) return page;
      return {
        ...page,
        rows: page.rows.map((row) => (holdsSubgroup(row, channel) ? change(row) : row)),
      };
    }
    const row = change(page.rows[index]!);
    if (!toTop) return { ...page, rows: page.rows.with(index, row) };
    moved = row;
    return { ...page, rows: page.rows.toSpliced(index, 1) };
  });
  if (moved && next[0]) next[0] = { ...next[0], rows: [moved, ...next[0].rows] };
  return next;
}

/** Applies `change` to the channel wherever a list or the channel's own query holds it. */
function changeChannel(
  queryClient: QueryClient,
  channel: string,
  change: RowChange,
  { toTop = false } = {},
) {
  queryClient.setQueriesData<ChannelPages>(
    { queryKey: chatKeys.sidebars },
    (data) => data && { ...data, pages: changePages(data.pages, channel, change, toTop) },
  );
  queryClient.setQueryData<ChannelList>(
    chatKeys.header,
    (list) => list && changePages([list], channel, change, toTop)[0],
  );
  queryClient.setQueryData<ChatChannel>(
    chatKeys.channel(channel),
    (detail) => detail && change(detail),
  );
}

/** The channel, or the sub-group inside it, with `unread` set or raised. */
const withUnread =
  (channel: string, unread: (count: number) => number): RowChange =>
  (row) =>
    row.channel === channel
      ? { ...row, unReadMessage: unread(row.unReadMessage) }
      : {
          ...row,
          subgroups: row.subgroups.map((subgroup) =>
            subgroup.channel === channel
              ? { ...subgroup, unReadMessage: unread(subgroup.unReadMessage) }
              : subgroup,
          ),
        };

/** A new message: the channel's latest, moved to the top, with one more unread if `unread`. */
export function recordMessage(queryClient: QueryClient, message: ChatMessage, unread: boolean) {
  const raise = withUnread(message.channel, (count) => (unread ? count + 1 : count));
  changeChannel(
    queryClient,
    message.channel,
    (row) =>
      row.channel === message.channel ? raise({ ...row, lastMessage: message }) : raise(row),
    { toTop: true },
  );
}

export const clearUnread = (queryClient: QueryClient, channel: string) =>
  changeChannel(
    queryClient,
    channel,
    withUnread(channel, () => 0),
  );

export const setMuted = (queryClient: QueryClient, channel: string, muted: boolean) =>
  changeChannel(queryClient, channel, (row) => (row.channel === channel ? { ...row, muted } : row));

/** Moves the unread counts of the header and of the channel's tab by `delta` channels. */
export function adjustUnreadCounts(
  queryClient: QueryClient,
  scope: ChannelListType | null,
  delta: number,
) {
  // A sub-group's messages only show under its group: no count of channels moves.
  if (!scope) return;
  const apply = (count: number | undefined) =>
    count === undefined ? count : Math.max(0, count + delta);
  queryClient.setQueryData<number>(chatKeys.unreadOf('all'), apply);
  queryClient.setQueryData<number>(chatKeys.unreadOf(scope), apply);
}

/** A channel I am no longer in leaves every list. */
export function removeChannel(queryClient: QueryClient, channel: string) {
  const without = (list: ChannelList) => {
    const rows = list.rows.filter((row) => row.channel !== channel);
    return rows.length === list.rows.length
      ? list
      : { ...list, rows, totalRows: Math.max(0, list.totalRows - 1) };
  };
  queryClient.setQueriesData<ChannelPages>(
    { queryKey: chatKeys.sidebars },
    (data) => data && { ...data, pages: data.pages.map(without) },
  );
  queryClient.setQueryData<ChannelList>(chatKeys.header, (list) => list && without(list));
}

const holds = (pages: HistoryPages, message: ChatMessage) =>
  pages.pages.some((page) => page.messages.some((held) => held._id === message._id));

/** Adds messages to the conversation held, each once, in time-token order. */
export function appendMessages(queryClient: QueryClient, channel: string, messages: ChatMessage[]) {
  queryClient.setQueryData<HistoryPages>(chatKeys.messages(channel), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    const seen = new Set<string>();
    const fresh = messages.filter((message) => {
      if (seen.has(message._id) || holds(data, message)) return false;
      seen.add(message._id);
      return true;
    });
    if (fresh.length === 0) return data;
    const messagesHeld = [...newest.messages, ...fresh];
    const inOrder = messagesHeld.every(
      (message, index) =>
        index === 0 || compareTimeTokens(messagesHeld[index - 1]!.timeToken, message.timeToken) < 0,
    );
    if (!inOrder) messagesHeld.sort((a, b) => compareTimeTokens(a.timeToken, b.timeToken));
    return { ...data, pages: [{ ...newest, messages: messagesHeld }, ...older] };
  });
}

/** Adds a message to the conversation held, once, in time-token order. */
export const appendMessage = (queryClient: QueryClient, message: ChatMessage) =>
  appendMessages(queryClient, message.channel, [message]);

/** Whether `next` is the same message as `held` or a later state of it (an edit, a deletion). */
const isNoOlder = (held: ChatMessage, next: ChatMessage) =>
  !(held.deletedAt && !next.deletedAt) && next.version >= held.version;

/**
 * A message changed (edited, deleted, reacted to): the held copy is replaced where it is, in
 * the conversation and as a list's latest message. An older state arriving late changes nothing.
 */
export function replaceMessage(queryClient: QueryClient, message: ChatMessage) {
  const quotes = (held: ChatMessage) => held.replyTo?._id === message._id;
  // Replies show the original as it is now: its edit, or that it was deleted.
  const requote = (held: ChatMessage): ChatMessage =>
    held.replyTo
      ? {
          ...held,
          replyTo: {
            ...held.replyTo,
            excerpt: message.deletedAt ? '' : quoteExcerpt(message.content),
            deleted: !!message.deletedAt,
          },
        }
      : held;
  const touches = (held: ChatMessage) => held._id === message._id || quotes(held);
  queryClient.setQueryData<HistoryPages>(chatKeys.messages(message.channel), (data) => {
    if (!data || !data.pages.some((page) => page.messages.some(touches))) return data;
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.messages.some(touches)
          ? {
              ...page,
              messages: page.messages.map((held) => {
                if (held._id === message._id) return isNoOlder(held, message) ? message : held;
                return quotes(held) ? requote(held) : held;
              }),
            }
          : page,
      ),
    };
  });
  changeChannel(queryClient, message.channel, (row) =>
    row.channel === message.channel && row.lastMessage?._id === message._id
      ? { ...row, lastMessage: message }
      : row,
  );
}
