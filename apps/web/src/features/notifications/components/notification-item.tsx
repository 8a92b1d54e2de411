import type { Notification } from '@nethub/contract';
import { Box, Group, NavLink, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { MemberAvatar } from '@/components/member-avatar';
import { ConnectionRequestAnswer } from '@/features/connections';
import { notificationKeys } from '../api/notification-keys';
import { NotificationTypeIcon } from './notification-type-icon';
import { TimeAgo } from './time-ago';
import { Badge } from '@/components/badge';

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
          <Badge component="span" size="sm" tone="info">
            {notification.group.name}
          </Badge>
        )}
        <TimeAgo iso={notification.createdAt} />
      </Group>
    ),
    leftSection: notification.actor ? (
      // The message names the actor: the face is decoration.
      <MemberAvatar member={notification.actor} size={36} decorative />
    ) : (
      <NotificationTypeIcon type={notification.type} />
    ),
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
      {notification.actor && notification.request && (
        <RequestAnswer actor={notification.actor} request={notification.request} />
      )}
    </Box>
  );
}

/** A connection request answered in the list; the lists fetch where it stands again. */
function RequestAnswer({
  actor,
  request,
}: {
  actor: NonNullable<Notification['actor']>;
  request: NonNullable<Notification['request']>;
}) {
  const queryClient = useQueryClient();
  return (
    // Outside the link (buttons may not nest in it), under its text.
    <Box pl={56} pr="sm" pb="xs">
      <ConnectionRequestAnswer
        member={actor}
        state={request}
        onChange={() => void queryClient.invalidateQueries({ queryKey: notificationKeys.lists })}
      />
    </Box>
  );
}
