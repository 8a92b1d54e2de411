import type { ListResponse, ProfileCard } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { CONNECTIONS_PAGE_SIZE, rewardKeys } from './reward-keys';

/** My connections, searched by name: the members a campaign's audience is chosen among. */
export const getAudienceConnections = async (textSearch: string) =>
  unwrap(
    await api.get<Envelope<ListResponse<ProfileCard>>>('/leads/connected', {
      params: { textSearch, page: 1, offset: CONNECTIONS_PAGE_SIZE },
    }),
  );

export const audienceConnectionsQueryOptions = (textSearch: string) =>
  queryOptions({
    queryKey: rewardKeys.connections(textSearch),
    queryFn: () => getAudienceConnections(textSearch),
    placeholderData: keepPreviousData,
  });

export const useAudienceConnections = (textSearch: string) =>
  useQuery(audienceConnectionsQueryOptions(textSearch));
