import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadMoreButton } from '@/components/load-more-button';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import type { useNotifications } from '../api/get-notifications';
import type { NotificationScope } from '../api/notification-keys';
import { NotificationRows } from './notification-rows';
import { useOpenNotification } from './use-open-notification';

const EMPTY: Record<NotificationScope, string> = {
  personal: 'No notifications yet.',
  group: 'No group notifications yet.',
};

type NotificationListProps = {
  notifications: ReturnType<typeof useNotifications>;
  scope: NotificationScope;
  unreadOnly: boolean;
};

/** A page of notifications with "Load more", its loading, error and empty states. */
export function NotificationList({ notifications, scope, unreadOnly }: NotificationListProps) {
  const open = useOpenNotification();
  const pages = notifications.data?.pages ?? [];
  const rows = pages.flatMap((page) => page.rows);
  const totalRows = pages[0]?.totalRows ?? 0;

  if (notifications.isPending) return <PageLoader inline label="Loading notifications" />;
  if (notifications.isError) {
    return <RetryAlert error={notifications.error} onRetry={() => void notifications.refetch()} />;
  }
  if (rows.length === 0) {
    return (
      <Title order={2} fz="h4" ta="center" py="xl">
        {unreadOnly ? "You're all caught up." : EMPTY[scope]}
      </Title>
    );
  }
  return (
    <Box
      aria-busy={notifications.isPlaceholderData}
      style={{ opacity: notifications.isPlaceholderData ? 0.6 : 1 }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" aria-live="polite">
          Showing {rows.length} of {totalRows}
        </Text>
        <Paper withBorder p={4}>
          <NotificationRows rows={rows} onOpen={open} />
        </Paper>
        <LoadMoreButton pages={notifications} />
      </Stack>
    </Box>
  );
}
