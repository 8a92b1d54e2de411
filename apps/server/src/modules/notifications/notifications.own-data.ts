import { FORMER_MEMBER_NAME } from '@nethub/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { notifications } from './notifications.tables.js';

/**
 * Notifications are written ready to show, the actor's name copied in: erasing a member
 * deletes theirs and renames them in everyone else's.
 */
export function createNotificationsOwnData(_db: Db): OwnData {
  const words = FORMER_MEMBER_NAME.split(' ');
  return {
    async eraseFor(userId, tx) {
      await tx.delete(notifications).where(eq(notifications.userId, userId));
      await tx
        .update(notifications)
        .set({
          // One statement: the message is rewritten from the names as they were.
          message: sql`case when ${notifications.actorFirstName} is null then ${notifications.message}
            else replace(${notifications.message},
              ${notifications.actorFirstName} || ' ' || coalesce(${notifications.actorLastName}, ''),
              ${FORMER_MEMBER_NAME}) end`,
          actorFirstName: words.slice(0, -1).join(' '),
          actorLastName: words.at(-1)!,
        })
        .where(eq(notifications.actorId, userId));
    },
  };
}
