import type { NotificationType } from '@nethub/contract';
import { Box } from '@mantine/core';
import {
  IconAt,
  IconCash,
  IconCalendarClock,
  IconCalendarEvent,
  IconCalendarX,
  IconCircleX,
  IconGift,
  IconMessage,
  IconMessageCircle,
  IconMessages,
  IconNews,
  IconSend,
  IconSpeakerphone,
  IconTrophy,
  IconUserCheck,
  IconUserPlus,
  IconUsersGroup,
  IconUsersPlus,
  type Icon,
} from '@tabler/icons-react';

const ICONS = {
  CONNECTION_REQUEST: IconUserPlus,
  CONNECTION_ACCEPTED: IconUserCheck,
  LEAD_RECEIVED: IconSend,
  LEAD_CONVERTED: IconTrophy,
  REWARD_OWED: IconGift,
  REWARD_PAID: IconCash,
  CAMPAIGN_CREATED: IconSpeakerphone,
  POST_RESPONSE: IconMessageCircle,
  POST_MENTION: IconAt,
  DIRECT_MESSAGE: IconMessage,
  GROUP_MESSAGE: IconMessages,
  GROUP_JOIN_REQUESTED: IconUsersPlus,
  GROUP_REQUEST_APPROVED: IconUsersGroup,
  GROUP_REQUEST_REJECTED: IconCircleX,
  GROUP_POST: IconNews,
  MEETING_PROPOSED: IconCalendarEvent,
  MEETING_NEW_TIMES: IconCalendarEvent,
  MEETING_ACCEPTED: IconCalendarEvent,
  MEETING_DECLINED: IconCalendarX,
  MEETING_CANCELLED: IconCalendarX,
  MEETING_REMINDER: IconCalendarClock,
} as const satisfies Record<NotificationType, Icon>;

/** What a notification is about, at a glance; its message says it in words. */
export function NotificationTypeIcon({ type }: { type: NotificationType }) {
  const TypeIcon = ICONS[type];
  return (
    // A span: it sits inside the item's link, where block elements are not allowed.
    <Box
      component="span"
      display="inline-flex"
      w={32}
      h={32}
      bg="var(--mantine-color-blue-light)"
      c="var(--mantine-color-blue-light-color)"
      style={{ borderRadius: '50%', alignItems: 'center', justifyContent: 'center' }}
    >
      <TypeIcon size={18} aria-hidden />
    </Box>
  );
}
