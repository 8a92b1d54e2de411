import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setBookmark, type BookmarkChange } from '@/lib/bookmarks';
import { patchPost } from './post-cache';

export const bookmarkPost = (change: BookmarkChange) => setBookmark('posts', change);

export function useBookmarkPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookmarkPost,
    // The toggle shows the new state while this runs; the server's answer then stays.
    onSuccess: (result) =>
      patchPost(queryClient, result.id, (post) => ({ ...post, bookmark: result.bookmark })),
  });
}
