import type { Notification } from '@nethub/contract';
import { Box } from '@mantine/core';
import { NotificationItem } from './notification-item';

type NotificationRowsProps = {
  rows: Notification[];
  onOpen: (notification: Notification) => void;
};

export function NotificationRows({ rows, onOpen }: NotificationRowsProps) {
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((notification) => (
        <NotificationItem key={notification._id} notification={notification} onOpen={onOpen} />
      ))}
    </Box>
  );
}
