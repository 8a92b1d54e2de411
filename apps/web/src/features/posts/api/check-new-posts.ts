import type { NewPostsCheck } from '@nethub/contract';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { postKeys } from './post-keys';

export const NEW_POSTS_CHECK_MS = 60_000;

const NOTHING_NEW: NewPostsCheck = { total: 0, newPost: false };

/** Others' posts published in the feed since `fromDate`. */
export const checkNewPosts = async (groupId: string | undefined, fromDate: string) =>
  unwrap(
    await api.get<Envelope<NewPostsCheck>>('/community-posts/check-new', {
      params: { fromDate, networkDirectoryId: groupId },
    }),
  );

/**
 * Asks every minute while the tab is shown, and whenever the member comes back to it. A feed
 * just loaded has nothing new, so the first question waits for either; a feed that failed to
 * load (a group I am not in) is not asked about.
 */
export const useNewPostsCheck = (groupId: string | undefined, fromDate: string, enabled: boolean) =>
  useQuery({
    queryKey: postKeys.newPosts(groupId, fromDate),
    queryFn: () => checkNewPosts(groupId, fromDate),
    enabled,
    initialData: NOTHING_NEW,
    initialDataUpdatedAt: () => Date.now(),
    staleTime: NEW_POSTS_CHECK_MS,
    refetchInterval: NEW_POSTS_CHECK_MS,
    refetchOnWindowFocus: 'always',
  });
