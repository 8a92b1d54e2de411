import { z } from 'zod';
import { listQuery, listResponse } from './common.js';
import { NOTIFICATIONS_PAGE_SIZE } from './constants/spec.js';
import { relationshipState, type NotificationSettingKey } from './profile.js';

/**
 * What a notification is about, and the member's setting (spec §3) that switches it off. Group
 * notifications carry the group; the others are personal.
 */
export const NOTIFICATION_TYPES = {
  CONNECTION_REQUEST: 'CONNECTION_REQUESTS',
  CONNECTION_ACCEPTED: 'ACCEPTED_CONNECTION_REQUESTS',
  LEAD_RECEIVED: 'NEW_LEAD_NOTIFICATION',
  LEAD_CONVERTED: 'CONVERTED_LEADS',
  /** A lead passed under a reward converted: the reward is owed to its giver (ADR 027). */
  REWARD_OWED: 'CONVERTED_LEADS',
  REWARD_PAID: 'CONVERTED_LEADS',
  CAMPAIGN_CREATED: 'NEW_CAMPAIGN_ALERTS',
  POST_RESPONSE: 'NEW_RESPONSE_TO_A_POST',
  /** Someone @mentioned the member in a post or a response (ADR 032). */
  POST_MENTION: 'MENTIONS',
  DIRECT_MESSAGE: 'NEW_DIRECT_MESSAGES',
  GROUP_MESSAGE: 'NEW_MESSAGE_IN_GROUP_CHAT',
  GROUP_JOIN_REQUESTED: 'NETWORKING_GROUP_NOTIFICATIONS',
  GROUP_REQUEST_APPROVED: 'NETWORKING_GROUP_NOTIFICATIONS',
  GROUP_REQUEST_REJECTED: 'NETWORKING_GROUP_NOTIFICATIONS',
  GROUP_POST: 'NETWORKING_GROUP_NOTIFICATIONS',
  MEETING_PROPOSED: 'ONE_TO_ONE_MEETINGS',
  MEETING_NEW_TIMES: 'ONE_TO_ONE_MEETINGS',
  MEETING_ACCEPTED: 'ONE_TO_ONE_MEETINGS',
  MEETING_DECLINED: 'ONE_TO_ONE_MEETINGS',
  MEETING_CANCELLED: 'ONE_TO_ONE_MEETINGS',
  MEETING_REMINDER: 'ONE_TO_ONE_MEETINGS',
} as const satisfies Record<string, NotificationSettingKey>;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;
export const notificationType = z.enum(
  Object.keys(NOTIFICATION_TYPES) as [NotificationType, ...NotificationType[]],
);

export const notification = z.object({
  _id: z.uuid(),
  type: notificationType,
  /** Ready to show: "Ava Thompson passed you a lead". */
  message: z.string(),
  /** Where it leads in the app (a path). */
  link: z.string().nullable(),
  /** Who did it, with their current photo (null: initials). */
  actor: z
    .object({
      _id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      avatarUrl: z.string().nullable(),
    })
    .nullable(),
  /**
   * CONNECTION_REQUEST only: how the recipient stands with the asker now, so the request can be
   * answered in the list (Accept / Decline while `request_received`). Null for other types.
   */
  request: relationshipState.nullable(),
  group: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

/**
 * `scope` personal (default), group, or all (the header's list: everything newest first);
 * `networkDirectoryId` narrows group ones to one group.
 */
export const notificationListQuery = listQuery.extend({
  offset: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
  scope: z.enum(['personal', 'group', 'all']).default('personal'),
  networkDirectoryId: z.uuid().optional(),
  unread: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuery>;
export const notificationList = listResponse(notification);
export type NotificationList = z.infer<typeof notificationList>;

export const notificationCounts = z.object({
  countNotification: z.number().int(),
  countUnreadNotification: z.number().int(),
  countGroupNotification: z.number().int(),
  countUnreadGroupNotification: z.number().int(),
});
export type NotificationCounts = z.infer<typeof notificationCounts>;

/** Without `networkDirectoryId`: every notification, personal and group; with it: that group's. */
export const readAllNotificationsBody = z.object({ networkDirectoryId: z.uuid().optional() });
