import type { BookmarkType } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { createBookmarksRepository } from './bookmarks.repository.js';

/** Each feature tells whether a member may see one of its objects; unknown types are 404. */
export type BookmarkTargetCheck = (userId: string, targetId: string) => Promise<boolean>;

export function createBookmarksService(db: Db) {
  const repo = createBookmarksRepository(db);
  const targets = new Map<BookmarkType, BookmarkTargetCheck>();
  return {
    registerTarget(type: BookmarkType, canSee: BookmarkTargetCheck) {
      targets.set(type, canSee);
    },
    async setBookmark(userId: string, type: BookmarkType, targetId: string, bookmark: boolean) {
      const canSee = targets.get(type);
      if (!canSee || !(await canSee(userId, targetId))) throw notFound();
      if (bookmark) await repo.save(userId, type, targetId);
      else await repo.remove(userId, type, targetId);
      return { type, id: targetId, bookmark };
    },
  };
}
export type BookmarksService = ReturnType<typeof createBookmarksService>;
