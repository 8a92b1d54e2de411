import { POST_CREATED_EVENT } from '@nethub/contract/constants';
import type { NewPostsCheck } from '@nethub/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { onRealtime } from '@/lib/realtime';
import { REALTIME_RECONNECT } from '@/lib/realtime-events';
import { useRealtimeStatus } from '@/lib/use-realtime-status';
import { postKeys } from './post-keys';

/** How often the feed asks while the live connection is down. */
export const NEW_POSTS_CHECK_MS = 60_000;
/** With the connection up a new post is pushed at once: the poll is only a safety net. */
export const NEW_POSTS_CHECK_LIVE_MS = 5 * 60_000;

const NOTHING_NEW: NewPostsCheck = { total: 0, newPost: false };

/** Others' posts published in the feed since `fromDate`. */
export const checkNewPosts = async (groupId: string | undefined, fromDate: string) =>
  unwrap(
    await api.get<Envelope<NewPostsCheck>>('/community-posts/check-new', {
      params: { fromDate, networkDirectoryId: groupId },
    }),
  );

/**
 * Others' posts since `fromDate`. A post published in this feed is pushed (POST_CREATED_EVENT,
 * ADR 032) and the count is asked for at once (the server's count leaves my own out). The poll stays
 * as the fallback — every minute while the connection is down, every five while it is up — and
 * whenever the member comes back to the tab or the connection comes back. A feed just loaded has
 * nothing new; a feed that failed to load (a group I am not in) is not asked about.
 */
export function useNewPostsCheck(groupId: string | undefined, fromDate: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const every = useRealtimeStatus() === 'online' ? NEW_POSTS_CHECK_LIVE_MS : NEW_POSTS_CHECK_MS;

  useEffect(() => {
    if (!enabled) return;
    const key = postKeys.newPosts(groupId, fromDate);
    const stops = [
      onRealtime(POST_CREATED_EVENT, (created) => {
        if ((created.groupId ?? undefined) !== groupId) return;
        void queryClient.invalidateQueries({ queryKey: key });
      }),
      onRealtime(REALTIME_RECONNECT, () => void queryClient.invalidateQueries({ queryKey: key })),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, groupId, fromDate, enabled]);

  return useQuery({
    queryKey: postKeys.newPosts(groupId, fromDate),
    queryFn: () => checkNewPosts(groupId, fromDate),
    enabled,
    initialData: NOTHING_NEW,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: every,
    refetchInterval: every,
    refetchOnWindowFocus: 'always',
  });
}
