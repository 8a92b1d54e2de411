import type { ListQuery, ListResponse } from '@nethub/contract';

export function pageWindow(query: Pick<ListQuery, 'page' | 'offset'>) {
  return { limit: query.offset, skip: (query.page - 1) * query.offset };
}

export function toListResponse<T>(
  rows: T[],
  totalRows: number,
  query: Pick<ListQuery, 'page' | 'offset'>,
): ListResponse<T> {
  return {
    rows,
    totalRows,
    totalPages: Math.ceil(totalRows / query.offset),
    page: query.page,
    offset: query.offset,
  };
}

/** Escapes LIKE wildcards so a member's search text is matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
