/** The spec's wording (§4, §5) of the chat, and the system texts of group edits. */
export const CHAT_MESSAGES = {
  tooLong: 'Message length 1000 characters maximum',
  tokenExpired: 'Token is expired.',
  avatarUpdated: 'Avatar of group has been updated',
  renamed: (name: string) => `Group name has been changed to ${name}`,
  memberAdded: 'A member has been added',
  memberRemoved: 'A member has been removed',
  memberLeft: (name: string, group: string) => `Member ${name} left ${group}`,
} as const;

export const CONTROL_CHANNEL_MARK = 'channel_user_online';
/** The control channel of a channel: membership events (spec §4). */
export const controlChannelOf = (channel: string) => `${channel}.${CONTROL_CHANNEL_MARK}`;
export const REMOVE_MEMBER = 'REMOVE_MEMBER';
export const isSubgroupChannel = (channel: string) => channel.includes('subgroup');

/** Page sizes of the channel list by where it shows (spec §9: message header 6). */
export const CHAT_LIST_SIZE = { HEADER: 6, SIDEBAR: 10 } as const;
/** The largest page of a channel's history. */
export const CHAT_HISTORY_MAX = 100;
/** The most read markers one save-message-time-token call takes. */
export const READ_MARKERS_MAX = 100;
/** The longest name of a group chat. */
export const CHAT_GROUP_NAME_MAX = 80;

/** The reactions a message takes: a small fixed set keeps the picker light (decision 025). */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '🎉', '😮', '🙏'] as const;
/** A typing signal shows this long after the last one received (the sender repeats it). */
export const CHAT_TYPING_TTL_MS = 5_000;
/** A typing member's client tells it at most this often. */
export const CHAT_TYPING_THROTTLE_MS = 2_000;
/** What a deleted message shows in its place. */
export const CHAT_DELETED_TEXT = 'This message was deleted';

/** What a reply's quote shows of the message it answers: its first line, this long at most. */
export const CHAT_QUOTE_MAX = 140;
/** A quote's text: the first non-empty line of what it quotes, cut at CHAT_QUOTE_MAX. */
export function quoteExcerpt(content: string) {
  const line = content.split('\n').find((part) => part.trim()) ?? '';
  const trimmed = line.trim();
  return trimmed.length > CHAT_QUOTE_MAX ? `${trimmed.slice(0, CHAT_QUOTE_MAX - 1)}…` : trimmed;
}
/** What a quote of a deleted message says. */
export const CHAT_QUOTE_DELETED = 'Original message deleted';
/** The most messages one search answers per page, and the longest query. */
export const CHAT_SEARCH_MAX = 50;
export const CHAT_SEARCH_QUERY_MAX = 200;
/** A jump to a message loads at most this many messages per call, and this many before it. */
export const CHAT_JUMP_MAX = 500;
export const CHAT_JUMP_CONTEXT = 5;
/**
 * ts_headline marks a match with these (private-use characters): the server cuts its answer
 * into plain segments on them, so no markup ever reaches the page.
 */
export const SEARCH_MARK_START = '\uE000';
export const SEARCH_MARK_STOP = '\uE001';
