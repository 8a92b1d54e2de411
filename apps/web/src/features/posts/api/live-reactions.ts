import { POST_REACTIONS_EVENT, type PostReactionsChanged } from '@nethub/contract/constants';
import type { ReactionSummary } from '@nethub/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtime } from '@/lib/realtime';
import { patchPost, patchResponse } from './post-cache';

/** The pushed counts; my own reaction stays unless the push is to me about mine. */
const merged = (summary: ReactionSummary, changed: PostReactionsChanged): ReactionSummary => ({
  counts: changed.counts,
  mine: changed.mine === undefined ? summary.mine : changed.mine,
});

/**
 * Others' reactions appear as they are given (POST_REACTIONS_EVENT): the counts of a post, or of
 * one of its responses, change wherever they are shown. Pushes missed while offline are not
 * replayed; the next load of the feed or the post reads the stored counts.
 */
export function useLiveReactions() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onRealtime(POST_REACTIONS_EVENT, (changed) => {
        if (changed.responseId === null)
          patchPost(queryClient, changed.postId, (post) => ({
            ...post,
            reactions: merged(post.reactions, changed),
          }));
        else
          patchResponse(queryClient, changed.postId, changed.responseId, (response) => ({
            ...response,
            reactions: merged(response.reactions, changed),
          }));
      }),
    [queryClient],
  );
}
