import { CONTROL_CHANNEL_MARK } from '@nethub/contract/constants';

export const isControlChannel = (channel: string) => channel.includes(CONTROL_CHANNEL_MARK);
/** The channel a control channel speaks about. */
export const baseChannelOf = (channel: string) =>
  channel.endsWith(`.${CONTROL_CHANNEL_MARK}`)
    ? channel.slice(0, -(CONTROL_CHANNEL_MARK.length + 1))
    : channel;

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
  messageChanged: 'This message was changed meanwhile. Your edit was not saved.',
  messageDeleted: 'This message was deleted.',
  edited: 'edited',
} as const;

/** What each reaction is called, for screen readers and tooltips. */
export const REACTION_NAMES: Record<string, string> = {
  '👍': 'thumbs up',
  '❤️': 'heart',
  '😂': 'laughing',
  '🎉': 'party',
  '😮': 'surprised',
  '🙏': 'thank you',
};
