import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { deviceTokens } from './devices.tables.js';

export function createDevicesRepository(db: DbOrTx) {
  return {
    /** A token moves to the member who registers it last. */
    async save(userId: string, token: string) {
      await db
        .insert(deviceTokens)
        .values({ token, userId })
        .onConflictDoUpdate({ target: deviceTokens.token, set: { userId, createdAt: new Date() } });
    },
    async remove(userId: string, token: string) {
      await db
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.token, token), eq(deviceTokens.userId, userId)));
    },
    listByUserId(userId: string) {
      return db
        .select()
        .from(deviceTokens)
        .where(eq(deviceTokens.userId, userId))
        .orderBy(desc(deviceTokens.createdAt))
        .limit(50);
    },
    listByUserIds(userIds: string[]) {
      return db
        .select({ userId: deviceTokens.userId, token: deviceTokens.token })
        .from(deviceTokens)
        .where(inArray(deviceTokens.userId, userIds));
    },
  };
}
