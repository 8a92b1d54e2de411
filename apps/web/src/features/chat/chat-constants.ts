/*
 * The contract's chat constants, restated: they sit in a module that builds zod schemas, which
 * the header and the chat screens do not otherwise load (chat-constants.test.ts checks that both
 * sides agree).
 */

/** Socket events of the chat. */
export const CHAT_EVENTS = {
  message: 'chat:message',
  subscribe: 'chat:subscribe',
  unsubscribe: 'chat:unsubscribe',
  publish: 'chat:publish',
  hereNow: 'chat:here-now',
  whereNow: 'chat:where-now',
  presence: 'chat:presence',
  channelAdded: 'chat:channel-added',
} as const;

/** The spec's wording (§4, §5) that the screens show or compare with. */
export const CHAT_MESSAGES = {
  tooLong: 'Message length 1000 characters maximum',
  tokenExpired: 'Token is expired.',
} as const;

export const CONTROL_CHANNEL_MARK = 'channel_user_online';
export const REMOVE_MEMBER = 'REMOVE_MEMBER';
export const controlChannelOf = (channel: string) => `${channel}.${CONTROL_CHANNEL_MARK}`;
export const isControlChannel = (channel: string) => channel.includes(CONTROL_CHANNEL_MARK);
/** The channel a control channel speaks about. */
export const baseChannelOf = (channel: string) =>
  channel.endsWith(`.${CONTROL_CHANNEL_MARK}`)
    ? channel.slice(0, -(CONTROL_CHANNEL_MARK.length + 1))
    : channel;

/** Page sizes of the channel list by where it shows (spec §9: message header 6). */
export const CHAT_LIST_SIZE = { HEADER: 6, SIDEBAR: 10 } as const;
/** The largest page a list gives (the contract's MAX_PAGE_SIZE). */
export const LIST_PAGE_MAX = 100;

/** The longest name of a group chat (the contract's chatGroupName). */
export const CHAT_GROUP_NAME_MAX = 80;

/** The socket event of every (re)connection (lib/realtime's REALTIME_CONNECT). */
export const SOCKET_CONNECT = 'connect';

/** Our wording for what the spec leaves open. */
export const CHAT_TEXT = {
  connectionsOnly: 'Choose among your connections.',
  nameRequired: 'Give the group a name.',
  membersRequired: 'Choose at least one connection.',
  groupCreated: (name: string) => `Group chat ${name} created.`,
  groupUpdated: 'Group chat updated.',
  groupLeft: (name: string) => `You left ${name}.`,
  groupDeleted: (name: string) => `${name} was deleted.`,
  muted: 'Notifications of this conversation are off.',
  unmuted: 'Notifications of this conversation are on.',
  notSent: 'Not sent',
  conversationGone: 'This conversation is not available.',
} as const;
