import { and, eq, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookmarkType } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { bookmarks } from './bookmarks.tables.js';
import { anyOf } from '../../db/any-of.js';

/**
 * For other modules' list queries (ADR 015): true when `me` bookmarked the row whose id is
 * `targetId`. The type goes in as a literal, as the lists wrote it: it is one of BookmarkType's
 * fixed words, never input.
 */
export const bookmarkedBy = (me: string | Placeholder, type: BookmarkType, targetId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${me} and ${bookmarks.type} = ${sql.raw(`'${type}'`)} and ${bookmarks.targetId} = ${targetId})`;

/** For other modules' pages: which of these ids `me` bookmarked, in one query. */
export function createBookmarkReader(db: DbOrTx) {
  return {
    markedAmong: (me: string, type: BookmarkType, targetIds: string[]) =>
      db
        .select({ id: bookmarks.targetId })
        .from(bookmarks)
        .where(
          and(
            eq(bookmarks.userId, me),
            eq(bookmarks.type, type),
            anyOf(bookmarks.targetId, targetIds),
          ),
        ),
  };
}
