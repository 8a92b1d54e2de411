import type { Post, UpdatePostBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { replacePost } from './post-cache';
import { postPath } from './post-keys';

type UpdateInput = { id: string; body: UpdatePostBody };

/** Only the author edits (FORBIDDEN for anyone else). */
export const updatePost = async ({ id, body }: UpdateInput) =>
  unwrap(await api.put<Envelope<Post>>(postPath(id), body));

export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePost,
    onSuccess: (post) => replacePost(queryClient, post),
  });
}
