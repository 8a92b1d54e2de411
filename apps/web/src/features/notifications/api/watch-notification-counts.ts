import { NOTIFICATION_COUNT_EVENT } from '@nethub/contract/constants';
import type { NotificationCounts } from '@nethub/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onRealtime } from '@/lib/realtime';
import { REALTIME_RECONNECT } from '@/lib/realtime-events';
import { notificationKeys } from './notification-keys';

const sameCounts = (a: NotificationCounts | undefined, b: NotificationCounts) =>
  !!a &&
  a.countNotification === b.countNotification &&
  a.countUnreadNotification === b.countUnreadNotification &&
  a.countGroupNotification === b.countGroupNotification &&
  a.countUnreadGroupNotification === b.countUnreadGroupNotification;

function applyCounts(queryClient: QueryClient, counts: NotificationCounts) {
  const previous = queryClient.getQueryData<NotificationCounts>(notificationKeys.counts);
  queryClient.setQueryData(notificationKeys.counts, counts);
  // A new notification, or one read in another tab: the lists on screen are out of date. The
  // echo of this tab's own read changes nothing, as its response already set the same counts.
  if (!sameCounts(previous, counts)) {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
  }
}

/**
 * Writes the counts the server pushes (NOTIFICATION_COUNT_EVENT) into the counts query. Pushes
 * sent while the connection was down are lost: after a reconnection the counts, and the lists on
 * screen, are fetched again.
 */
export function useWatchNotificationCounts() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stops = [
      onRealtime(NOTIFICATION_COUNT_EVENT, (counts) => applyCounts(queryClient, counts)),
      onRealtime(REALTIME_RECONNECT, () => {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.counts });
        void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
      }),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient]);
}
