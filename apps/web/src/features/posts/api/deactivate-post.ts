import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { dropPost } from './post-cache';
import { postKeys, postPath } from './post-keys';

/** The author, or an owner of the post's group (post.canDeactivate); it cannot be reopened. */
export const deactivatePost = async (id: string) =>
  unwrap(await api.put<Envelope<{ ok: true }>>(`${postPath(id)}/deactivate`));

export function useDeactivatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivatePost,
    onSuccess: (_result, id) => {
      dropPost(queryClient, id);
      // Its page, if opened again, asks the server and learns that it is gone.
      void queryClient.invalidateQueries({ queryKey: postKeys.detail(id), refetchType: 'none' });
    },
  });
}
