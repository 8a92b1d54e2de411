import {
  NOTIFICATION_COUNT_EVENT,
  NOTIFICATION_TYPES,
  type Notification,
  type NotificationCounts,
  type NotificationType,
  type RelationshipState,
  type ServerToClientEvent,
  type ServerToClientPayloads,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { toListResponse } from '../../lib/pagination.js';
import { notificationMail } from '../mail/mail.templates.js';
import type { Mailer } from '../mail/mailer.js';
import type { DevicesService } from '../devices/devices.service.js';
import type { MemberCards } from '../members/member-cards.js';
import type { EnqueuedJob, JobQueue } from '../jobs/job-queue.js';
import type { PushMessage, WebPushSender } from './web-push.js';
import { createPreferenceReader } from '../profile/profile.read-model.js';
import { createUsersService } from '../users/users.service.js';
import { createNotificationsRepository } from './notifications.repository.js';

export type NewNotification = {
  userId: string;
  type: NotificationType;
  message: string;
  link: string | null;
  actorId?: string;
  group?: { id: string; name: string };
};

/** The ones worth an e-mail as well: someone is waiting for the member to act. */
const EMAILED: ReadonlySet<NotificationType> = new Set([
  'CONNECTION_REQUEST',
  'LEAD_RECEIVED',
  'GROUP_JOIN_REQUESTED',
  'GROUP_REQUEST_APPROVED',
  'MEETING_PROPOSED',
  'MEETING_NEW_TIMES',
]);
const INSERT_CHUNK = 1000;

/** A push to a member's open tabs: an event of the real-time wire and its payload. */
type Push = <E extends ServerToClientEvent>(
  userId: string,
  event: E,
  payload: ServerToClientPayloads[E],
) => void;
type ListQuery = {
  page: number;
  offset: number;
  scope: 'personal' | 'group' | 'all';
  networkDirectoryId?: string;
  unread?: boolean;
};

/**
 * In-app notifications: written ready to show, filtered by each member's ten settings, e-mailed
 * when they call for action, and the fresh counts pushed to the member's open tabs.
 */
export function createNotificationsService({
  db,
  mailer,
  publicUrl,
  push,
  webPush,
  devices,
  jobs,
  memberCards,
  relationships,
}: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  push: Push;
  /** Present when VAPID keys are configured. */
  webPush?: WebPushSender;
  devices: DevicesService;
  jobs: JobQueue;
  /** The actors' current cards (their photos), a page at a time. */
  memberCards: MemberCards;
  /** How the reader stands with each asker, so a request can be answered in the list. */
  relationships: (
    me: string,
    members: Array<{ _id: string; isOrgOwner: boolean }>,
  ) => Promise<Map<string, RelationshipState>>;
}) {
  const preferences = createPreferenceReader(db);
  const accounts = createUsersService(db);
  const repo = createNotificationsRepository(db);
  const counts = (userId: string): Promise<NotificationCounts> => repo.counts(userId);

  async function pushCounts(userId: string) {
    push(userId, NOTIFICATION_COUNT_EVENT, await counts(userId));
  }

  /** The counts of many members in one statement, for a fan-out (a group post, a busy chat). */
  async function pushCountsOf(userIds: string[]) {
    const rows = await repo.countsOf(userIds);
    for (const { userId, ...figures } of rows) push(userId, NOTIFICATION_COUNT_EVENT, figures);
  }

  /** Members who switched a setting off, and everyone's e-mail and name for the ones mailed. */
  async function recipients(userIds: string[]) {
    const rows = await preferences.notificationRecipients(userIds);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function actorsOf(ids: string[]) {
    if (!ids.length) return new Map<string, { firstName: string; lastName: string }>();
    const rows = await accounts.listNames(ids);
    return new Map(rows.map((row) => [row.id, row]));
  }

  async function mail(items: NewNotification[], people: Awaited<ReturnType<typeof recipients>>) {
    for (const item of items.filter((i) => EMAILED.has(i.type))) {
      const person = people.get(item.userId)!;
      const url = new URL(item.link ?? '/notifications', publicUrl).toString();
      await mailer.send(notificationMail(person.email, person.firstName, item.message, url));
    }
  }

  type WebPushJob = { userId: string; token: string; message: PushMessage };
  jobs.define<WebPushJob>('web-push', async ({ userId, token, message }) => {
    if (!webPush) return;
    const outcome = await webPush.send(token, message);
    // Gone, or refused (not https on a public address): dropped, never retried.
    if (outcome === 'gone' || outcome === 'refused') await devices.forget(userId, token);
    if (outcome === 'failed') throw new Error('the push service refused the message');
  });

  /** To the members' browsers: one durable job per device, retried while a push service is down. */
  async function pushToBrowsers(items: NewNotification[]) {
    if (!webPush) return;
    const tokens = await devices.tokensOf([...new Set(items.map((item) => item.userId))]);
    const queued: EnqueuedJob[] = [];
    for (const item of items) {
      const message = {
        title: 'Net Hub',
        body: item.message,
        url: new URL(item.link ?? '/notifications', publicUrl).toString(),
      };
      for (const device of tokens.filter((d) => d.userId === item.userId))
        queued.push(
          await jobs.enqueue<WebPushJob>('web-push', {
            userId: item.userId,
            token: device.token,
            message,
          }),
        );
    }
    // Sent without holding up the action that notified (a failed one stays with the queue).
    void Promise.all(queued.map((job) => job.runNow()));
  }

  return {
    counts,

    async fullName(userId: string) {
      const person = (await actorsOf([userId])).get(userId);
      return person ? `${person.firstName} ${person.lastName}` : 'A member';
    },

    /** Writes the notifications their recipients want, mails the urgent ones, pushes counts. */
    async notify(items: NewNotification[]) {
      if (!items.length) return;
      const people = await recipients([...new Set(items.map((item) => item.userId))]);
      const wanted = items.filter((item) => {
        const person = people.get(item.userId);
        const setting = NOTIFICATION_TYPES[item.type];
        return person?.status === 'active' && person.config?.[setting] !== false;
      });
      if (!wanted.length) return;
      const actors = await actorsOf([
        ...new Set(wanted.flatMap((i) => (i.actorId ? [i.actorId] : []))),
      ]);
      for (let start = 0; start < wanted.length; start += INSERT_CHUNK) {
        await repo.insert(
          wanted.slice(start, start + INSERT_CHUNK).map((item) => ({
            userId: item.userId,
            type: item.type,
            message: item.message,
            link: item.link,
            actorId: item.actorId ?? null,
            actorFirstName: item.actorId ? (actors.get(item.actorId)?.firstName ?? null) : null,
            actorLastName: item.actorId ? (actors.get(item.actorId)?.lastName ?? null) : null,
            groupId: item.group?.id ?? null,
            groupName: item.group?.name ?? null,
          })),
        );
      }
      await mail(wanted, people);
      await pushToBrowsers(wanted);
      const recipientIds = [...new Set(wanted.map((item) => item.userId))];
      if (recipientIds.length === 1) await pushCounts(recipientIds[0]!);
      else await pushCountsOf(recipientIds);
    },

    async list(userId: string, query: ListQuery) {
      const { rows, total } = await repo.list(userId, query);
      // The page's actors in one query, and where each request stands in one more.
      const cards = await memberCards.byIds(rows.flatMap((row) => row.actorId ?? []));
      const askers = rows.flatMap((row) => {
        const card = row.type === 'CONNECTION_REQUEST' && row.actorId && cards.get(row.actorId);
        return card ? [card] : [];
      });
      const standing = askers.length ? await relationships(userId, askers) : new Map();
      const list: Notification[] = rows.map((row) => ({
        _id: row.id,
        type: row.type,
        message: row.message,
        link: row.link,
        actor:
          row.actorId && row.actorFirstName
            ? {
                _id: row.actorId,
                firstName: row.actorFirstName,
                lastName: row.actorLastName ?? '',
                avatarUrl: cards.get(row.actorId)?.avatarUrl ?? null,
              }
            : null,
        request:
          row.type === 'CONNECTION_REQUEST' && row.actorId
            ? (standing.get(row.actorId) ?? null)
            : null,
        group: row.groupId ? { _id: row.groupId, name: row.groupName ?? '' } : null,
        readAt: row.readAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      }));
      return toListResponse(list, total, query);
    },

    async read(userId: string, id: string) {
      if (!(await repo.markRead(userId, id))) throw notFound();
      await pushCounts(userId);
      return counts(userId);
    },

    /** Every unread notification, or one group's, marked read at once. */
    async readAll(userId: string, networkDirectoryId?: string) {
      await repo.markAllRead(userId, networkDirectoryId);
      await pushCounts(userId);
      return counts(userId);
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
