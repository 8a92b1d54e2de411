import type { SearchResult } from '@nethub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

export const searchKeys = {
  all: ['search'] as const,
  of: (q: string) => ['search', q] as const,
};

/** Characters a search needs before it is sent (the server's SEARCH_QUERY_MIN). */
export const SEARCH_MIN = 2;

export const getSearch = async (q: string) =>
  unwrap(await api.get<Envelope<SearchResult>>('/search', { params: { q } }));

/** People, groups, posts and messages matching `q` (already trimmed and debounced). */
export const useSearch = (q: string) =>
  useQuery({
    queryKey: searchKeys.of(q),
    queryFn: () => getSearch(q),
    enabled: q.length >= SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
