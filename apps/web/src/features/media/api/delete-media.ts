import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { mediaKeys } from './media-keys';

export const deleteMedia = async (id: string) =>
  unwrap(await api.delete<Envelope<{ ok: true }>>(`/media/${encodeURIComponent(id)}`));

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
