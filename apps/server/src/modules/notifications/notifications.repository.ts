import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationCounts } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow } from '../../lib/pagination.js';
import { notifications } from './notifications.tables.js';

export type NotificationListFilter = {
  page: number;
  offset: number;
  scope: 'personal' | 'group' | 'all';
  networkDirectoryId?: string;
  unread?: boolean;
};

export function createNotificationsRepository(db: DbOrTx) {
  const countWhere = async (where: SQL | undefined) =>
    (await db.select({ value: count() }).from(notifications).where(where))[0]?.value ?? 0;

  return {
    /** A member's four figures: personal and group notifications, all and unread. */
    async counts(userId: string): Promise<NotificationCounts> {
      const mine = eq(notifications.userId, userId);
      const personal = and(mine, isNull(notifications.groupId));
      const group = and(mine, isNotNull(notifications.groupId));
      const unread = isNull(notifications.readAt);
      const [all, allUnread, groups, groupsUnread] = await Promise.all([
        countWhere(personal),
        countWhere(and(personal, unread)),
        countWhere(group),
        countWhere(and(group, unread)),
      ]);
      return {
        countNotification: all,
        countUnreadNotification: allUnread,
        countGroupNotification: groups,
        countUnreadGroupNotification: groupsUnread,
      };
    },

    /** The counts of many members in one statement, for a fan-out (a group post, a busy chat). */
    async countsOf(userIds: string[]) {
      const result = (await db.execute(sql`
      select user_id as "userId",
        count(*) filter (where group_id is null)::int as "countNotification",
        count(*) filter (where group_id is null and read_at is null)::int as "countUnreadNotification",
        count(*) filter (where group_id is not null)::int as "countGroupNotification",
        count(*) filter (where group_id is not null and read_at is null)::int as "countUnreadGroupNotification"
      from notifications where user_id in ${userIds} group by user_id`)) as unknown as {
        rows: Array<NotificationCounts & { userId: string }>;
      };
      return result.rows;
    },

    insert: (rows: Array<typeof notifications.$inferInsert>) =>
      db.insert(notifications).values(rows),

    async list(userId: string, query: NotificationListFilter) {
      const conditions: SQL[] = [eq(notifications.userId, userId)];
      if (query.scope === 'personal') conditions.push(isNull(notifications.groupId));
      else if (query.networkDirectoryId)
        conditions.push(eq(notifications.groupId, query.networkDirectoryId));
      else if (query.scope === 'group') conditions.push(isNotNull(notifications.groupId));
      if (query.unread) conditions.push(isNull(notifications.readAt));
      const where = and(...conditions);
      const { limit, skip } = pageWindow(query);
      const [rows, total] = await Promise.all([
        db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(limit)
          .offset(skip),
        countWhere(where),
      ]);
      return { rows, total };
    },

    /** Marks one of the member's notifications read; false when it is not theirs. */
    async markRead(userId: string, id: string) {
      const [row] = await db
        .update(notifications)
        .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .returning({ id: notifications.id });
      return row !== undefined;
    },

    /** Every unread notification of the member, or of one group, marked read at once. */
    markAllRead: (userId: string, groupId?: string) =>
      db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            groupId ? eq(notifications.groupId, groupId) : undefined,
          ),
        ),
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
