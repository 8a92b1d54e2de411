import { Button } from '@mantine/core';
import { HeaderPanel } from '@/components/header-panel';
import { paths } from '@/config/paths';
import { useLatestNotifications } from '../api/get-latest-notifications';
import { unreadTotal, useNotificationCounts } from '../api/get-notification-counts';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { NotificationRows } from './notification-rows';
import { useOpenNotification } from './use-open-notification';

/** The header's panel: the latest personal notifications, "Mark all as read" and the full list. */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const latest = useLatestNotifications();
  const open = useOpenNotification(onClose);
  const counts = useNotificationCounts().data;
  const readAll = useReadAllNotifications();

  return (
    <HeaderPanel
      title="Notifications"
      latest={latest}
      loadingLabel="Loading notifications"
      empty="You're all caught up."
      seeAll={{ label: 'See all notifications', href: paths.notifications.getHref() }}
      onClose={onClose}
      actions={
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          disabled={counts !== undefined && unreadTotal(counts) === 0}
        >
          Mark all as read
        </Button>
      }
    >
      {(rows) => <NotificationRows rows={rows} onOpen={open} />}
    </HeaderPanel>
  );
}
