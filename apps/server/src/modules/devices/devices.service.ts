import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { deviceTokens } from './devices.tables.js';

/** The devices members registered for push, for the features that push (notifications). */
export function createDevicesService(db: Db) {
  return {
    async tokensOf(userIds: string[]) {
      if (!userIds.length) return [];
      return db
        .select({ userId: deviceTokens.userId, token: deviceTokens.token })
        .from(deviceTokens)
        .where(inArray(deviceTokens.userId, userIds));
    },
    /** A push service answered that the subscription is gone. */
    async forget(userId: string, token: string) {
      await db
        .delete(deviceTokens)
        .where(and(eq(deviceTokens.userId, userId), eq(deviceTokens.token, token)));
    },
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
