import type { BookmarkType } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

type BookmarkResult = { type: BookmarkType; id: string; bookmark: boolean };

export const bookmarkConnection = async ({ id, bookmark }: { id: string; bookmark: boolean }) =>
  unwrap(
    await api.post<Envelope<BookmarkResult>>('/users/bookmark-status', {
      type: 'connections',
      id,
      bookmark,
    }),
  );

export function useBookmarkConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookmarkConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
