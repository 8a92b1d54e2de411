import type { ListResponse, ProfileCard } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { chatKeys } from './chat-keys';

/** How many matching connections the member picker offers at once. */
const CONNECTIONS_PAGE_SIZE = 20;

/** My connections, searched by name: the members a group chat is made of. */
export const getChatConnections = async (textSearch: string) =>
  unwrap(
    await api.get<Envelope<ListResponse<ProfileCard>>>('/leads/connected', {
      params: { textSearch, page: 1, offset: CONNECTIONS_PAGE_SIZE },
    }),
  );

export const useChatConnections = (textSearch: string) =>
  useQuery(
    queryOptions({
      queryKey: chatKeys.connections(textSearch),
      queryFn: () => getChatConnections(textSearch),
      placeholderData: keepPreviousData,
    }),
  );
