import type { PostReaction, ReactionSummary } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { patchPost, patchResponse } from './post-cache';

type Reaction = { id: string; emoji: PostReaction | null };

const reactionPath = (kind: 'post' | 'response', id: string) =>
  kind === 'post'
    ? `/community-posts/${encodeURIComponent(id)}/reaction`
    : `/community-posts/responses/${encodeURIComponent(id)}/reaction`;

/** Gives my reaction (replacing the one I gave), or takes it back with `null`. */
export const setReaction = async (kind: 'post' | 'response', { id, emoji }: Reaction) =>
  unwrap(
    emoji
      ? await api.put<Envelope<ReactionSummary>>(reactionPath(kind, id), { emoji })
      : await api.delete<Envelope<ReactionSummary>>(reactionPath(kind, id)),
  );

export function useReactToPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reaction: Reaction) => setReaction('post', reaction),
    onSuccess: (reactions, { id }) =>
      patchPost(queryClient, id, (post) => ({ ...post, reactions })),
  });
}

export function useReactToResponse(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reaction: Reaction) => setReaction('response', reaction),
    onSuccess: (reactions, { id }) =>
      patchResponse(queryClient, postId, id, (response) => ({ ...response, reactions })),
  });
}
