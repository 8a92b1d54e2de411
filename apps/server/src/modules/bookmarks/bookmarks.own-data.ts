import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { bookmarks } from './bookmarks.tables.js';

export function createBookmarksOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          type: bookmarks.type,
          targetId: bookmarks.targetId,
          createdAt: bookmarks.createdAt,
        })
        .from(bookmarks)
        .where(eq(bookmarks.userId, userId));
      return [{ name: 'bookmarks', rows, csv: true }];
    },
    async eraseFor(userId, tx) {
      await tx.delete(bookmarks).where(eq(bookmarks.userId, userId));
    },
  };
}
