import { and, count, desc, eq, ilike, inArray, lt } from 'drizzle-orm';
import type { MediaKind, MediaListQuery } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { media, mediaUploads } from './media.tables.js';
import { anyOf } from '../../db/any-of.js';

export function createMediaRepository(db: DbOrTx) {
  return {
    insertUpload: (values: typeof mediaUploads.$inferInsert) =>
      db.insert(mediaUploads).values(values),
    async findUpload(storageKey: string, userId: string) {
      const [row] = await db
        .select()
        .from(mediaUploads)
        .where(and(eq(mediaUploads.storageKey, storageKey), eq(mediaUploads.userId, userId)))
        .limit(1);
      return row;
    },
    /** Confirms an upload: the grant becomes a media row, atomically. */
    async confirmUpload(values: typeof media.$inferInsert) {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(mediaUploads)
          .where(eq(mediaUploads.storageKey, values.storageKey))
          .returning();
        if (!removed.length) return undefined;
        const [row] = await tx.insert(media).values(values).returning();
        return row;
      });
    },
    /** Grants nobody confirmed; their files (if any) are removed by the caller. */
    expiredUploads: (before: Date) =>
      db.select().from(mediaUploads).where(lt(mediaUploads.expiresAt, before)).limit(500),
    deleteUpload: (storageKey: string) =>
      db.delete(mediaUploads).where(eq(mediaUploads.storageKey, storageKey)),

    async findOwned(id: string, ownerId: string) {
      const [row] = await db
        .select()
        .from(media)
        .where(and(eq(media.id, id), eq(media.ownerId, ownerId)))
        .limit(1);
      return row;
    },
    deleteById: (id: string, tx: DbOrTx = db) => tx.delete(media).where(eq(media.id, id)),

    /** Media items by id, for the features that attach media (posts). */
    byIds: (ids: string[]) => db.select().from(media).where(anyOf(media.id, ids)),
    /** Which of these ids are files of this member's library. */
    ownedAmong: (userId: string, ids: string[]) =>
      db
        .select({ id: media.id })
        .from(media)
        .where(and(inArray(media.id, ids), eq(media.ownerId, userId))),

    /** One page of a library (a member's own, or a group's) plus the count of every tab. */
    async list(owner: { ownerId: string } | { networkDirectoryId: string }, query: MediaListQuery) {
      const scope =
        'ownerId' in owner
          ? eq(media.ownerId, owner.ownerId)
          : eq(media.networkDirectoryId, owner.networkDirectoryId);
      const search = query.textSearch
        ? ilike(media.name, likePattern(query.textSearch))
        : undefined;
      const { limit, skip } = pageWindow(query);
      const where = and(scope, eq(media.kind, query.type), search);
      const [rows, tabs] = await Promise.all([
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(desc(media.createdAt), desc(media.id))
          .limit(limit)
          .offset(skip),
        db
          .select({ kind: media.kind, value: count() })
          .from(media)
          .where(and(scope, search))
          .groupBy(media.kind),
      ]);
      return { rows, tabs: tabs as Array<{ kind: MediaKind; value: number }> };
    },
  };
}
export type MediaRepository = ReturnType<typeof createMediaRepository>;
