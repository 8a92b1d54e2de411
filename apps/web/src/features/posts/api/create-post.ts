import type { CreatePostBody, Post } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { prependPost } from './post-cache';
import { postKeys } from './post-keys';

/** With `networkDirectoryId` the post goes to that group's feed (members only). */
export const createPost = async (body: CreatePostBody) =>
  unwrap(await api.post<Envelope<Post>>('/community-posts', body));

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post, body) => {
      queryClient.setQueryData(postKeys.detail(post._id), post);
      prependPost(queryClient, body.networkDirectoryId, post);
    },
  });
}
