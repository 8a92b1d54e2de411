import type { ChatReceipts } from '@nethub/contract';
import type { ChatRead } from '@nethub/contract/constants';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { isLaterTimeToken } from '../lib/time-token';
import { chatKeys } from './chat-keys';

export const getReceipts = async (channel: string) =>
  unwrap(await api.get<Envelope<ChatReceipts>>('/chat/receipts', { params: { channel } }));

/** How far the conversation's other members have read (those who show it, if I show mine). */
export const receiptsQueryOptions = (channel: string) =>
  queryOptions({ queryKey: chatKeys.receipts(channel), queryFn: () => getReceipts(channel) });

export const useReceipts = (channel: string) => useQuery(receiptsQueryOptions(channel));

/** A member read further (pushed live): their marker moves forward, never back. */
export function recordRead(queryClient: QueryClient, { channel, userId, timeToken }: ChatRead) {
  queryClient.setQueryData<ChatReceipts>(chatKeys.receipts(channel), (receipts) => {
    if (!receipts?.enabled) return receipts;
    const held = receipts.readers.find((reader) => reader.userId === userId);
    if (held && !isLaterTimeToken(timeToken, held.timeToken)) return receipts;
    return {
      ...receipts,
      readers: [
        ...receipts.readers.filter((reader) => reader.userId !== userId),
        { userId, timeToken },
      ],
    };
  });
}

/** Who of `readers` has read up to `timeToken`. */
export const seenBy = (receipts: ChatReceipts | undefined, timeToken: string, sender: string) =>
  (receipts?.readers ?? []).filter(
    (reader) => reader.userId !== sender && !isLaterTimeToken(timeToken, reader.timeToken),
  );
