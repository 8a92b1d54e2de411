import type { Notification } from '@nethub/contract';
import { Badge, Box, Group, NavLink, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { NotificationTypeIcon } from './notification-type-icon';
import { TimeAgo } from './time-ago';

type NotificationItemProps = {
  notification: Notification;
  /** Called on a click, before a notification with a link navigates to it. */
  onOpen: (notification: Notification) => void;
};

function UnreadMark() {
  return (
    <>
      <Box
        component="span"
        display="block"
        w={10}
        h={10}
        bg="blue.8"
        style={{ borderRadius: '50%' }}
        aria-hidden
      />
      <VisuallyHidden>Unread</VisuallyHidden>
    </>
  );
}

/** One notification: a link to what it is about, or a button that only marks it read. */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const unread = !notification.readAt;
  const shared = {
    label: notification.message,
    description: (
      <Group component="span" gap="xs" mt={2}>
        {notification.group && (
          <Badge component="span" size="sm" variant="light" tt="none">
            {notification.group.name}
          </Badge>
        )}
        <TimeAgo iso={notification.createdAt} />
      </Group>
    ),
    leftSection: <NotificationTypeIcon type={notification.type} />,
    rightSection: unread ? <UnreadMark /> : undefined,
    styles: {
      label: { fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' as const },
    },
    onClick: () => onOpen(notification),
  };

  return (
    <Box component="li">
      {notification.link ? (
        <NavLink component={Link} to={notification.link} {...shared} />
      ) : (
        <NavLink component="button" {...shared} />
      )}
    </Box>
  );
}
