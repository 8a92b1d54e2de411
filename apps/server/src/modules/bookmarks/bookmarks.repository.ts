import { and, eq } from 'drizzle-orm';
import type { BookmarkType } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { bookmarks } from './bookmarks.tables.js';

export function createBookmarksRepository(db: DbOrTx) {
  return {
    async save(userId: string, type: BookmarkType, targetId: string) {
      await db.insert(bookmarks).values({ userId, type, targetId }).onConflictDoNothing();
    },
    async remove(userId: string, type: BookmarkType, targetId: string) {
      await db
        .delete(bookmarks)
        .where(
          and(
            eq(bookmarks.userId, userId),
            eq(bookmarks.type, type),
            eq(bookmarks.targetId, targetId),
          ),
        );
    },
  };
}
