import type { ChatHistory } from '@nethub/contract';
import { CHAT_HISTORY_PAGE } from '@nethub/contract/constants';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
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
