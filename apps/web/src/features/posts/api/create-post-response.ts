import type { PostResponse } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import type { ResponsePages } from './get-post-responses';
import { patchPost } from './post-cache';
import { postDetailPath, postKeys } from './post-keys';

type ResponseInput = { postId: string; content: string; mentionIds: string[] };

export const createPostResponse = async ({ postId, content, mentionIds }: ResponseInput) =>
  unwrap(
    await api.post<Envelope<PostResponse>>(`${postDetailPath(postId)}/responses`, {
      content,
      mentionIds,
    }),
  );

/** The newest response goes last, and the post's count rises wherever it is shown. */
export function useCreatePostResponse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPostResponse,
    onSuccess: (response, { postId }) => {
      queryClient.setQueryData<ResponsePages>(postKeys.responses(postId), (data) => {
        const last = data?.pages.at(-1);
        if (!data || !last) return data;
        const rows = [...last.rows, response];
        return { ...data, pages: [...data.pages.slice(0, -1), { ...last, rows }] };
      });
      patchPost(queryClient, postId, (post) => ({
        ...post,
        responseCount: post.responseCount + 1,
      }));
    },
  });
}
