import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { BookmarkType } from '@nethub/contract';
import { bookmarks } from './bookmarks.tables.js';

/**
 * For other modules' list queries (ADR 015): true when `me` bookmarked the row whose id is
 * `targetId`. The type goes in as a literal, as the lists wrote it: it is one of BookmarkType's
 * fixed words, never input.
 */
export const bookmarkedBy = (me: string, type: BookmarkType, targetId: AnyPgColumn) =>
  sql<boolean>`exists (select 1 from ${bookmarks} where ${bookmarks.userId} = ${me} and ${bookmarks.type} = ${sql.raw(`'${type}'`)} and ${bookmarks.targetId} = ${targetId})`;
