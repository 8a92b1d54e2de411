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

  /**
   * The counts of many members in one statement, for a fan-out (a group post, a busy chat) and
   * for one member's bell. Two halves, personal and group, so each reads its own partial index
   * (one query over both would scan the whole table: no index holds all of a member's rows).
   */
  async function countsOf(
    userIds: string[],
  ): Promise<Array<NotificationCounts & { userId: string }>> {
    if (!userIds.length) return [];
    const result = (await db.execute(sql`
      select user_id as "userId", false as "inGroups", count(*)::int as "all",
        (count(*) filter (where read_at is null))::int as "unread"
        from notifications where user_id in ${userIds} and group_id is null group by user_id
      union all
      select user_id, true, count(*)::int, (count(*) filter (where read_at is null))::int
        from notifications where user_id in ${userIds} and group_id is not null group by user_id`)) as unknown as {
      rows: Array<{ userId: string; inGroups: boolean; all: number; unread: number }>;
    };
    const byMember = new Map(
      userIds.map((userId) => [
        userId,
        {
          userId,
          countNotification: 0,
          countUnreadNotification: 0,
          countGroupNotification: 0,
          countUnreadGroupNotification: 0,
        },
      ]),
    );
    for (const row of result.rows) {
      const counts = byMember.get(row.userId);
      if (!counts) continue;
      if (row.inGroups) {
        counts.countGroupNotification = row.all;
        counts.countUnreadGroupNotification = row.unread;
      } else {
        counts.countNotification = row.all;
        counts.countUnreadNotification = row.unread;
      }
    }
    return [...byMember.values()];
  }

  return {
    /** A member's four figures: personal and group notifications, all and unread. */
    async counts(userId: string): Promise<NotificationCounts> {
      const [{ userId: _, ...counts }] = (await countsOf([userId])) as [
        NotificationCounts & { userId: string },
      ];
      return counts;
    },

    countsOf,

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
