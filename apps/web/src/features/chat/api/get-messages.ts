import type { ChatHistory } from '@nethub/contract';
import { CHAT_HISTORY_PAGE } from '@nethub/contract/constants';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** The pages held of a conversation: the newest first, each page oldest to newest. */
export type HistoryPages = InfiniteData<ChatHistory, string | undefined>;

/** `before`: messages older than this time token; absent, the newest. */
export const getMessages = async (
  channel: string,
  before: string | undefined,
  limit: number = CHAT_HISTORY_PAGE,
) =>
  unwrap(
    await api.get<Envelope<ChatHistory>>('/chat/messages', { params: { channel, before, limit } }),
  );

/**
 * A conversation, 20 messages at a time going back ("Load earlier messages"). Live messages are
 * appended to the newest page, so the history stays fresh while the connection is up.
 */
export const messagesQueryOptions = (channel: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(channel),
    queryFn: ({ pageParam }) => getMessages(channel, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.messages[0]?.timeToken : undefined),
  });

export const useMessages = (channel: string) => useInfiniteQuery(messagesQueryOptions(channel));

/** The oldest time token of the pages held. */
const oldestHeld = (data: HistoryPages) => data.pages.at(-1)?.messages[0]?.timeToken;
const holdsToken = (data: HistoryPages, timeToken: string) =>
  data.pages.some((page) => page.messages.some((message) => message.timeToken === timeToken));

/**
 * A jump to a message (a quote, a search result): the history held reaches back to it, and a
 * few messages before it, in as few calls as it takes (each brings up to CHAT_JUMP_MAX).
 * Returns whether the message is held now.
 */
export async function loadHistoryTo(queryClient: QueryClient, channel: string, timeToken: string) {
  const queryKey = chatKeys.messages(channel);
  for (let call = 0; call < 10; call += 1) {
    const data = queryClient.getQueryData<HistoryPages>(queryKey);
    if (!data) return false;
    if (holdsToken(data, timeToken)) return true;
    const before = oldestHeld(data);
    // Nothing older to load: the message is not in this conversation (any more).
    if (before === undefined || !data.pages.at(-1)?.hasMore) return false;
    const page = unwrap(
      await api.get<Envelope<ChatHistory>>('/chat/messages', {
        params: { channel, before, since: timeToken },
      }),
    );
    queryClient.setQueryData<HistoryPages>(queryKey, (held) =>
      held && oldestHeld(held) === before
        ? { pages: [...held.pages, page], pageParams: [...held.pageParams, before] }
        : held,
    );
    if (page.messages.length === 0) return false;
  }
  return false;
}
