import { Anchor, Box, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { useLatestNotifications } from '../api/get-latest-notifications';
import { unreadTotal, useNotificationCounts } from '../api/get-notification-counts';
import { useReadAllNotifications } from '../api/read-all-notifications';
import { NotificationRows } from './notification-rows';
import { useOpenNotification } from './use-open-notification';

function LatestNotifications({ onClose }: { onClose: () => void }) {
  const latest = useLatestNotifications();
  const open = useOpenNotification(onClose);

  if (latest.isPending) return <PageLoader inline label="Loading notifications" />;
  if (latest.isError) {
    return (
      <Box p="md">
        <RetryAlert error={latest.error} onRetry={() => void latest.refetch()} />
      </Box>
    );
  }
  if (latest.data.rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl" px="md">
        You're all caught up.
      </Text>
    );
  }
  return <NotificationRows rows={latest.data.rows} onOpen={open} />;
}

/** The header's panel: the latest personal notifications, "Mark all as read" and the full list. */
export function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const counts = useNotificationCounts().data;
  const readAll = useReadAllNotifications();

  return (
    <Stack gap={0}>
      <Text fw={600} px="md" py="sm">
        Notifications
      </Text>
      <Divider />
      <Box mah="min(420px, calc(100dvh - 190px))" style={{ overflowY: 'auto' }}>
        <LatestNotifications onClose={onClose} />
      </Box>
      <Divider />
      <Group justify="space-between" px="md" py="xs" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => readAll.mutate()}
          loading={readAll.isPending}
          disabled={counts !== undefined && unreadTotal(counts) === 0}
        >
          Mark all as read
        </Button>
        <Anchor component={Link} to={paths.notifications.getHref()} size="sm" onClick={onClose}>
          See all notifications
        </Anchor>
      </Group>
    </Stack>
  );
}
