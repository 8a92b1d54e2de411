import type { ChatMessage } from '@nethub/contract';
import { CHAT_HISTORY_MAX } from '@nethub/contract/constants';
import type { QueryClient } from '@tanstack/react-query';
import { appendMessages } from '../api/channel-cache';
import { chatKeys } from '../api/chat-keys';
import { getMessages, type HistoryPages } from '../api/get-messages';
import { isLaterTimeToken } from './time-token';

/** A longer gap than this is not joined up: the conversation loads afresh from its newest page. */
const CATCH_UP_PAGES = 5;

/** The time token of the newest message held of `channel`, if any. */
export const newestHeld = (queryClient: QueryClient, channel: string) =>
  queryClient.getQueryData<HistoryPages>(chatKeys.messages(channel))?.pages[0]?.messages.at(-1)
    ?.timeToken;

/**
 * After a (re)connection: the messages of `channel` newer than `after` (the newest one held
 * before the connection could bring any), which the connection did not bring. Taken before
 * subscribing, `after` is not moved past the gap by a message pushed meanwhile. The history
 * pages backwards, so pages are read from the newest until one reaches `after`; the messages
 * join the conversation once each.
 */
export async function fetchMissedMessages(
  queryClient: QueryClient,
  channel: string,
  after = newestHeld(queryClient, channel),
) {
  const key = chatKeys.messages(channel);
  if (!after || !queryClient.getQueryData(key)) {
    await queryClient.invalidateQueries({ queryKey: key, exact: true });
    return;
  }
  const missed: ChatMessage[] = [];
  let before: string | undefined;
  for (let page = 0; page < CATCH_UP_PAGES; page += 1) {
    const history = await getMessages(channel, before, CHAT_HISTORY_MAX);
    const newer = history.messages.filter((message) => isLaterTimeToken(message.timeToken, after));
    missed.unshift(...newer);
    const oldest = history.messages[0]?.timeToken;
    if (newer.length < history.messages.length || !history.hasMore || !oldest) {
      appendMessages(queryClient, channel, missed);
      return;
    }
    before = oldest;
  }
  await queryClient.resetQueries({ queryKey: key, exact: true });
}
