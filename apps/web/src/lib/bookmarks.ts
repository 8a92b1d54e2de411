import type { BookmarkType } from '@nethub/contract';
import { api, unwrap, type Envelope } from '@/lib/api-client';

export type BookmarkChange = { id: string; bookmark: boolean };
type BookmarkResult = { type: BookmarkType; id: string; bookmark: boolean };

/** One call bookmarks connections, leads and posts alike (POST /users/bookmark-status). */
export const setBookmark = async (type: BookmarkType, { id, bookmark }: BookmarkChange) =>
  unwrap(
    await api.post<Envelope<BookmarkResult>>('/users/bookmark-status', { type, id, bookmark }),
  );
