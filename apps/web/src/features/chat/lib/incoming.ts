import { REMOVE_MEMBER } from '@nethub/contract/constants';
import type { ChatMessage } from '@nethub/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  appendMessage,
  adjustUnreadCounts,
  channelState,
  recordMessage,
} from '../api/channel-cache';
import { chatKeys } from '../api/chat-keys';
import { baseChannelOf, isControlChannel } from '../chat-constants';
import { isLaterTimeToken } from './time-token';

type IncomingContext = {
  queryClient: QueryClient;
  me: string;
  /** The conversation on screen, if any. */
  isOpen: (channel: string) => boolean;
  markRead: (channel: string, timeToken: string) => void;
  /** I was taken out of `channel` (removed, left, or the group was deleted). */
  drop: (channel: string) => void;
};

/** A group's name, picture or members changed: what shows them is fetched again. */
function refreshGroup(queryClient: QueryClient, channel: string) {
  void queryClient.invalidateQueries({ queryKey: chatKeys.channel(channel) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.members(channel) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
}

/** The channel moves up the lists; others' messages elsewhere count as unread (spec §4). */
function recordActivity(context: IncomingContext, message: ChatMessage, unread: boolean) {
  const { queryClient } = context;
  const before = channelState(queryClient, message.channel);
  // The same message twice (a retry, a reconnection) changes nothing.
  if (before && !isLaterTimeToken(message.timeToken, before.lastTimeToken)) return;
  recordMessage(queryClient, message, unread);
  if (!before?.listed) void queryClient.invalidateQueries({ queryKey: chatKeys.lists });
  if (!before) void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
  else if (unread && before.unread === 0) adjustUnreadCounts(queryClient, before.scope, 1);
}

/** Membership events on a control channel (spec §4 "Incoming chat"). */
function receiveControl(context: IncomingContext, message: ChatMessage) {
  const channel = baseChannelOf(message.channel);
  const meta = message.meta ?? {};
  if (meta.action !== REMOVE_MEMBER) {
    appendMessage(context.queryClient, { ...message, channel });
    return;
  }
  if (meta.userId === context.me) context.drop(channel);
  else refreshGroup(context.queryClient, channel);
}

/** Handles every message the server pushes on a subscribed channel. */
export function createIncoming(context: IncomingContext) {
  return function receive(message: ChatMessage) {
    if (isControlChannel(message.channel)) return receiveControl(context, message);
    if (message.messageType === 'edit_group') refreshGroup(context.queryClient, message.channel);
    appendMessage(context.queryClient, message);
    const fromOther = message.userId !== context.me;
    const open = context.isOpen(message.channel);
    if (fromOther && open) context.markRead(message.channel, message.timeToken);
    recordActivity(context, message, fromOther && !open);
  };
}
