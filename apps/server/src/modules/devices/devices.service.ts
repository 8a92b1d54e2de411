import type { Db } from '../../db/client.js';
import { createDevicesRepository } from './devices.repository.js';

/**
 * The devices members registered for push: their own registrations (routes) and the tokens the
 * features that push (notifications) send to.
 */
export function createDevicesService(db: Db) {
  const repo = createDevicesRepository(db);
  return {
    register: (userId: string, token: string) => repo.save(userId, token),
    remove: (userId: string, token: string) => repo.remove(userId, token),
    listMine: (userId: string) => repo.listByUserId(userId),
    async tokensOf(userIds: string[]) {
      if (!userIds.length) return [];
      return repo.listByUserIds(userIds);
    },
    /** A push service answered that the subscription is gone. */
    async forget(userId: string, token: string) {
      await repo.remove(userId, token);
    },
  };
}
export type DevicesService = ReturnType<typeof createDevicesService>;
