import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setBookmark, type BookmarkChange } from '@/lib/bookmarks';
import { connectionKeys } from './connection-keys';

export const bookmarkConnection = (change: BookmarkChange) => setBookmark('connections', change);

export function useBookmarkConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookmarkConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectionKeys.all }),
  });
}
