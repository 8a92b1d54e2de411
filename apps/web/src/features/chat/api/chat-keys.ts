import type { ChatType } from '@nethub/contract';

/** The two lists of the chat page (spec §2: /hub-chat?type=...). */
export type ChatTab = 'direct-messages' | 'group-chats';

/** What a list asks the server for: single channels, or group ones (directory channels too). */
export type ChannelListType = 'single' | 'group';
/** The Group chats tab's filter: every kind, network groups' channels, or sub-groups' only. */
export type GroupFilter = 'group' | 'directory' | 'sub_group';
/** What a sidebar list shows. */
export type SidebarType = ChannelListType | GroupFilter;

/** Whose unread channels are counted: every one (the header), or one tab's. */
export type UnreadScope = 'all' | ChannelListType;

export const TAB_LIST_TYPE: Record<ChatTab, ChannelListType> = {
  'direct-messages': 'single',
  'group-chats': 'group',
};

export const tabOf = (type: ChatType): ChatTab =>
  type === 'single' ? 'direct-messages' : 'group-chats';

/** The tab whose count a channel is part of; sub-group channels are counted with no tab. */
export const unreadScopeOf = (type: ChatType): ChannelListType | null => {
  if (type === 'single') return 'single';
  return type === 'sub_group' ? null : 'group';
};

export const chatKeys = {
  all: ['chat'] as const,
  /** Every list of channels: the page's and the header's. */
  lists: ['chat', 'list'] as const,
  sidebars: ['chat', 'list', 'sidebar'] as const,
  sidebar: (type: SidebarType) => ['chat', 'list', 'sidebar', type] as const,
  header: ['chat', 'list', 'header'] as const,
  unread: ['chat', 'unread'] as const,
  unreadOf: (scope: UnreadScope) => ['chat', 'unread', scope] as const,
  channel: (channel: string) => ['chat', 'channel', channel] as const,
  members: (channel: string) => ['chat', 'members', channel] as const,
  /** Every conversation's history held. */
  allMessages: ['chat', 'messages'] as const,
  messages: (channel: string) => ['chat', 'messages', channel] as const,
  /** How far the others have read, per channel (read receipts). */
  allReceipts: ['chat', 'receipts'] as const,
  receipts: (channel: string) => ['chat', 'receipts', channel] as const,
  search: (q: string) => ['chat', 'search', q] as const,
  online: ['chat', 'online'] as const,
  onlineIn: (channel: string) => ['chat', 'online', channel] as const,
  connections: (textSearch: string) => ['chat', 'connections', textSearch] as const,
};
