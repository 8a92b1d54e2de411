import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { Faq, ListResponse } from '@nethub/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

type GetFaqsInput = { page: number; textSearch: string };

export const getFaqs = async ({ page, textSearch }: GetFaqsInput) => {
  const params = { page, offset: DEFAULT_PAGE_SIZE, textSearch };
  return unwrap(await api.get<Envelope<ListResponse<Faq>>>('/faqs', { params }));
};

export const faqsQueryOptions = (textSearch: string) =>
  infiniteQueryOptions({
    queryKey: ['faqs', { textSearch }],
    queryFn: ({ pageParam }) => getFaqs({ page: pageParam, textSearch }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
    placeholderData: keepPreviousData,
  });

export const useFaqs = (textSearch: string) => useInfiniteQuery(faqsQueryOptions(textSearch));
