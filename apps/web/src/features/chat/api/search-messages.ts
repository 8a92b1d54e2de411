import type { ChatSearchResult } from '@nethub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

export const searchMessages = async (q: string) =>
  unwrap(await api.get<Envelope<ChatSearchResult>>('/chat/search', { params: { q, limit: 20 } }));

/** Messages of my conversations matching `q` (two characters at least), best first. */
export const useSearchMessages = (q: string) =>
  useQuery({
    queryKey: chatKeys.search(q),
    queryFn: () => searchMessages(q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
