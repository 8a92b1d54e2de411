import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { accountKeys } from '@/lib/preferences';
import { mediaKeys } from './media-keys';

export const deleteMedia = async (id: string) =>
  unwrap(await api.delete<Envelope<{ ok: true }>>(`/media/${encodeURIComponent(id)}`));

/**
 * What showed a library image and stops when it is deleted (the server clears them on
 * `media.deleted`): my photo (account), an organisation's logo (features/console) and groups'
 * covers (features/groups) — fetched again so the initials or the placeholder show at once.
 */
const PICTURED_KEYS = [accountKeys.profile, ['organization'], ['groups']] as const;

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () =>
      Promise.all(
        [mediaKeys.all, ...PICTURED_KEYS].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
