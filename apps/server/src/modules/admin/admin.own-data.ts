import { eq } from 'drizzle-orm';
import type { OwnData } from '../../lib/own-data.js';
import { platformAdmins } from './admin.tables.js';

/**
 * An erased account administers nothing (ADR 029). Its audit rows stay: the log shows their
 * actor as "A former administrator".
 */
export function createAdminOwnData(): OwnData {
  return {
    async eraseFor(userId, tx) {
      await tx.delete(platformAdmins).where(eq(platformAdmins.userId, userId));
    },
  };
}
