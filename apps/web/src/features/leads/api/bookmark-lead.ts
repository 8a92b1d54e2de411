import type { Lead } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setBookmark, type BookmarkChange } from '@/lib/bookmarks';
import { leadKeys } from './lead-keys';

export const bookmarkLead = (change: BookmarkChange) => setBookmark('leads', change);

export function useBookmarkLead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookmarkLead,
    onSuccess: (result) => {
      queryClient.setQueryData<Lead>(leadKeys.detail(result.id), (lead) =>
        lead ? { ...lead, bookmark: result.bookmark } : lead,
      );
      // Settles once the lists show the new state, so the toggle never flickers back.
      return queryClient.invalidateQueries({ queryKey: leadKeys.lists });
    },
  });
}
