import { IconBell } from '@tabler/icons-react';
import { lazy } from 'react';
import { HeaderPanelButton } from '@/components/header-panel-button';
import { unreadTotal, useNotificationCounts } from '../api/get-notification-counts';
import { useWatchNotificationCounts } from '../api/watch-notification-counts';

// The bell and its count are in every page; the list loads on the first click.
const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((module) => ({ default: module.NotificationsPanel })),
);

/** The header's bell: the unread count, live, and a panel of the latest notifications. */
export function NotificationBell() {
  useWatchNotificationCounts();
  const counts = useNotificationCounts().data;
  const total = counts ? unreadTotal(counts) : 0;

  return (
    <HeaderPanelButton
      icon={IconBell}
      label={counts ? `Notifications, ${total} unread` : 'Notifications'}
      count={total}
      title="Notifications"
      loadingLabel="Loading notifications"
      panel={NotificationsPanel}
    />
  );
}
