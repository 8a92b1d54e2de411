import type { EventBus } from '../../lib/events.js';
import { mailDateTime } from '../mail/mail.templates.js';
import type { NewNotification, NotificationsService } from './notifications.service.js';

type GroupMembers = {
  memberIds(groupId: string): Promise<string[]>;
  nameOf(groupId: string): Promise<string | null>;
};

/**
 * What each feature's events mean to the people concerned. Chat messages (NEW_DIRECT_MESSAGES,
 * NEW_MESSAGE_IN_GROUP_CHAT) are notified by the chat gateway through the same `notify`.
 */
export function subscribeNotifications(
  events: EventBus,
  notifications: NotificationsService,
  groups: GroupMembers,
) {
  const name = (userId: string) => notifications.fullName(userId);

  events.on('connection.requested', 'notifications', async ({ requesterId, recipientId }) =>
    notifications.notify([
      {
        userId: recipientId,
        type: 'CONNECTION_REQUEST',
        message: `${await name(requesterId)} would like to connect with you`,
        link: '/connections',
        actorId: requesterId,
      },
    ]),
  );

  events.on('connection.accepted', 'notifications', async ({ requesterId, accepterId }) =>
    notifications.notify([
      {
        userId: requesterId,
        type: 'CONNECTION_ACCEPTED',
        message: `${await name(accepterId)} accepted your connection request`,
        link: `/profile/${accepterId}`,
        actorId: accepterId,
      },
    ]),
  );

  events.on('lead.received', 'notifications', async ({ leadId, giverId, receiverId }) =>
    notifications.notify([
      {
        userId: receiverId,
        type: 'LEAD_RECEIVED',
        message: `${await name(giverId)} passed you a new lead`,
        link: `/leads/${leadId}`,
        actorId: giverId,
      },
    ]),
  );

  events.on('lead.converted', 'notifications', async ({ leadId, giverId, receiverId }) =>
    notifications.notify([
      {
        userId: giverId,
        type: 'LEAD_CONVERTED',
        message: `${await name(receiverId)} converted the lead you passed`,
        link: `/leads/${leadId}`,
        actorId: receiverId,
      },
    ]),
  );

  events.on('reward.owed', 'notifications', async ({ leadId, giverId, offererId }) =>
    notifications.notify([
      {
        userId: giverId,
        type: 'REWARD_OWED',
        message: `The lead you passed ${await name(offererId)} converted: you earned their reward`,
        link: `/ledger?rewards=earned&lead=${leadId}`,
        actorId: offererId,
      },
    ]),
  );

  events.on('reward.paid', 'notifications', async ({ leadId, giverId, offererId }) =>
    notifications.notify([
      {
        userId: giverId,
        type: 'REWARD_PAID',
        message: `${await name(offererId)} paid the reward your lead earned`,
        link: `/ledger?rewards=earned&lead=${leadId}`,
        actorId: offererId,
      },
    ]),
  );

  events.on(
    'campaign.created',
    'notifications',
    async ({ rewardId, ownerId, notify, audienceUserIds }) => {
      if (!notify) return;
      const message = `${await name(ownerId)} started a new campaign`;
      await notifications.notify(
        audienceUserIds.map((userId) => ({
          userId,
          type: 'CAMPAIGN_CREATED' as const,
          message,
          link: `/rewards/${rewardId}`,
          actorId: ownerId,
        })),
      );
    },
  );

  events.on('post.responded', 'notifications', async ({ postId, postAuthorId, responderId }) =>
    notifications.notify([
      {
        userId: postAuthorId,
        type: 'POST_RESPONSE',
        message: `${await name(responderId)} responded to your post`,
        link: `/community/posts/${postId}`,
        actorId: responderId,
      },
    ]),
  );

  events.on(
    'post.mentioned',
    'notifications',
    async ({ postId, responseId, authorId, mentionedIds }) => {
      const message = `${await name(authorId)} mentioned you in ${responseId ? 'a response' : 'a post'}`;
      await notifications.notify(
        mentionedIds.map((userId) => ({
          userId,
          type: 'POST_MENTION' as const,
          message,
          link: `/community/posts/${postId}`,
          actorId: authorId,
        })),
      );
    },
  );

  events.on(
    'group.join.requested',
    'notifications',
    async ({ groupId, groupName, userId, ownerIds }) => {
      const message = `${await name(userId)} asked to join ${groupName}`;
      await notifications.notify(
        ownerIds.map((ownerId) => ({
          userId: ownerId,
          type: 'GROUP_JOIN_REQUESTED' as const,
          message,
          link: `/network-directory/${groupId}/requests`,
          actorId: userId,
          group: { id: groupId, name: groupName },
        })),
      );
    },
  );

  events.on('group.join.decided', 'notifications', ({ groupId, groupName, userId, decision }) =>
    notifications.notify([
      decision === 'approve'
        ? {
            userId,
            type: 'GROUP_REQUEST_APPROVED',
            message: `Your request to join ${groupName} was approved`,
            link: `/network-directory/${groupId}`,
            group: { id: groupId, name: groupName },
          }
        : {
            userId,
            type: 'GROUP_REQUEST_REJECTED',
            message: `Your request to join ${groupName} was declined`,
            link: '/network-directory',
            group: { id: groupId, name: groupName },
          },
    ]),
  );

  // A chat message is notified once per conversation: when it is the first one left unread.
  events.on(
    'chat.message',
    'notifications',
    async ({ channel, type, title, senderId, newlyUnread }) => {
      if (!newlyUnread.length) return;
      const sender = await name(senderId);
      const direct = type === 'single';
      const link = `/hub-chat?type=${direct ? 'direct-messages' : 'group-chats'}&channel=${encodeURIComponent(channel)}`;
      await notifications.notify(
        newlyUnread.map((userId) => ({
          userId,
          type: direct ? ('DIRECT_MESSAGE' as const) : ('GROUP_MESSAGE' as const),
          message: direct
            ? `${sender} sent you a message`
            : `${sender} wrote in ${title ?? 'a group chat'}`,
          link,
          actorId: senderId,
        })),
      );
    },
  );

  // One-to-one meetings (ADR 028): each change told to the other member; reminders to both.
  events.on(
    'meeting.changed',
    'notifications',
    async ({ kind, actorId, recipientIds, memberIds, startsAt, before }) => {
      const when = startsAt ? mailDateTime(new Date(startsAt)) : '';
      if (kind === 'reminder') {
        const soon = before === '1h' ? 'in an hour' : 'tomorrow';
        await notifications.notify(
          await Promise.all(
            recipientIds.map(async (userId) => {
              const otherId = memberIds[0] === userId ? memberIds[1] : memberIds[0];
              return {
                userId,
                type: 'MEETING_REMINDER' as const,
                message: `Reminder: your one-to-one with ${await name(otherId)} is ${soon} (${when})`,
                link: '/meetings',
                actorId: otherId,
              };
            }),
          ),
        );
        return;
      }
      if (!actorId) return;
      const actor = await name(actorId);
      const [type, message] = {
        proposed: ['MEETING_PROPOSED', `${actor} proposed a one-to-one meeting`],
        new_times: ['MEETING_NEW_TIMES', `${actor} proposed other times for your one-to-one`],
        accepted: ['MEETING_ACCEPTED', `${actor} accepted your one-to-one for ${when}`],
        declined: ['MEETING_DECLINED', `${actor} declined your one-to-one`],
        cancelled: ['MEETING_CANCELLED', `${actor} cancelled your one-to-one`],
      }[kind] as [NewNotification['type'], string];
      await notifications.notify(
        recipientIds.map((userId) => ({ userId, type, message, link: '/meetings', actorId })),
      );
    },
  );

  events.on('post.created', 'notifications', async ({ postId, authorId, groupId }) => {
    if (!groupId) return;
    const [members, groupName] = await Promise.all([
      groups.memberIds(groupId),
      groups.nameOf(groupId),
    ]);
    if (!groupName) return;
    const message = `${await name(authorId)} posted in ${groupName}`;
    await notifications.notify(
      members
        .filter((userId) => userId !== authorId)
        .map((userId) => ({
          userId,
          type: 'GROUP_POST' as const,
          message,
          link: `/community/posts/${postId}`,
          actorId: authorId,
          group: { id: groupId, name: groupName },
        })),
    );
  });
}
