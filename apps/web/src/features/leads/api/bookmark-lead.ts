import type { BookmarkType, Lead } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { leadKeys } from './lead-keys';

type BookmarkResult = { type: BookmarkType; id: string; bookmark: boolean };

export const bookmarkLead = async ({ id, bookmark }: { id: string; bookmark: boolean }) =>
  unwrap(
    await api.post<Envelope<BookmarkResult>>('/users/bookmark-status', {
      type: 'leads',
      id,
      bookmark,
    }),
  );

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
