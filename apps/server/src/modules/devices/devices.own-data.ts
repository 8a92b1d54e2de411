import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { deviceTokens } from './devices.tables.js';

/** Push device registrations: nothing anyone else sees; erased with the account. */
export function createDevicesOwnData(_db: Db): OwnData {
  return {
    async eraseFor(userId, tx) {
      await tx.delete(deviceTokens).where(eq(deviceTokens.userId, userId));
    },
  };
}
