import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { MediaKind, MediaList } from '@nethub/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { mediaKeys } from './media-keys';

type GetMediaInput = { type: MediaKind; page: number; textSearch: string };

export const getMedia = async ({ type, page, textSearch }: GetMediaInput) => {
  const params = { type, page, offset: DEFAULT_PAGE_SIZE, textSearch };
  return unwrap(await api.get<Envelope<MediaList>>('/media', { params }));
};

/**
 * One infinite list per tab and search: "Load more" appends the next page, and a new tab or
 * search starts again from page 1 (spec §4 paging).
 */
export const mediaQueryOptions = (type: MediaKind, textSearch: string) =>
  infiniteQueryOptions({
    queryKey: mediaKeys.list({ type, textSearch }),
    queryFn: ({ pageParam }) => getMedia({ type, page: pageParam, textSearch }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useMedia = (type: MediaKind, textSearch: string) =>
  useInfiniteQuery(mediaQueryOptions(type, textSearch));
