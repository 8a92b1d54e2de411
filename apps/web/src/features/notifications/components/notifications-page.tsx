import { Button, Group, Stack, Switch } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { TabsWithCounts } from '@/components/tabs-with-counts';
import { paths } from '@/config/paths';
import { unreadTotal, useNotificationCounts } from '../api/get-notification-counts';
import { useNotifications } from '../api/get-notifications';
import type { NotificationScope, NotificationsFilters } from '../api/notification-keys';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { NotificationList } from './notification-list';

const TABS: { value: NotificationScope; label: string }[] = [
  { value: 'personal', label: 'Personal' },
  { value: 'group', label: 'Group' },
];

/** My notifications, personal and from my groups: tabs with unread counts, "Load more". */
export function NotificationsPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const scope: NotificationScope = searchParams.get('tab') === 'group' ? 'group' : 'personal';
  const [unreadOnly, setUnreadOnly] = useState(false);
  const filters = useMemo<NotificationsFilters>(() => ({ scope, unreadOnly }), [scope, unreadOnly]);
  // Above the tabs, so a new tab keeps the last list (dimmed) until its own arrives.
  const notifications = useNotifications(filters);
  const counts = useNotificationCounts().data;
  const readAll = useReadAllNotifications();

  const chooseTab = (value: NotificationScope) =>
    void navigate(paths.notifications.getHref(value), { replace: true });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle
          title="Notifications"
          description="What happened with your connections, leads, rewards and groups."
        />
        <Button
          variant="light"
          leftSection={<IconChecks size={16} aria-hidden />}
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          disabled={counts !== undefined && unreadTotal(counts) === 0}
        >
          Mark all as read
        </Button>
      </Group>
      <Switch
        label="Unread only"
        checked={unreadOnly}
        onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
      />
      <TabsWithCounts
        tabs={TABS}
        value={scope}
        onChange={chooseTab}
        counts={
          counts && {
            personal: counts.countUnreadNotification,
            group: counts.countUnreadGroupNotification,
          }
        }
        renderPanel={(value) => (
          <NotificationList notifications={notifications} scope={value} unreadOnly={unreadOnly} />
        )}
      />
    </Stack>
  );
}
