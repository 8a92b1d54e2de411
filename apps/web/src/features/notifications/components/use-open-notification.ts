import type { Notification } from '@nethub/contract';
import { useReadNotification } from '../api/read-notification';

/**
 * What a click on a notification does besides following its link: an unread one is marked
 * read; `onFollow` runs when it leads somewhere (e.g. to close the header's panel).
 */
export function useOpenNotification(onFollow?: () => void) {
  const read = useReadNotification();
  return (notification: Notification) => {
    if (!notification.readAt) read.mutate(notification._id);
    if (notification.link) onFollow?.();
  };
}
