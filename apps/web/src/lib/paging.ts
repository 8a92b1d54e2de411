import { infiniteQueryOptions, keepPreviousData, type QueryKey } from '@tanstack/react-query';

type Page = { page: number; totalPages: number };

/** "Load more" asks for the next page while the last one was not the final page. */
export const nextPage = (last: Page) => (last.page < last.totalPages ? last.page + 1 : undefined);

type PagedOptions = {
  /** A filtered list: its old rows stay (dimmed) until a new filter's first page arrives. */
  keepPrevious?: boolean;
  /** Dropped once left: coming back to the same filters starts again at page 1. */
  dropWhenLeft?: boolean;
};

/** A paged list (spec §4): page 1 first, "Load more" appends the next. */
export const pagedQueryOptions = <TPage extends Page, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (page: number) => Promise<TPage>,
  { keepPrevious = false, dropWhenLeft = false }: PagedOptions = {},
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    ...(keepPrevious && { placeholderData: keepPreviousData }),
    ...(dropWhenLeft && { gcTime: 0 }),
  });
