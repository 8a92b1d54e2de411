import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { media, mediaUploads } from './media.tables.js';

/**
 * The member's uploaded files: listed in the archive, their bytes copied in by the caller
 * (`filesOf`). Erased, the rows go in the erasing transaction and the caller removes the
 * stored objects once it commits (`filesOf` read before).
 */
export function createMediaOwnData(db: Db): OwnData & {
  filesOf(
    userId: string,
    tx?: DbOrTx,
  ): Promise<Array<{ id: string; name: string; storageKey: string }>>;
} {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          id: media.id,
          kind: media.kind,
          name: media.name,
          contentType: media.contentType,
          size: media.size,
          sharedToGroupId: media.networkDirectoryId,
          createdAt: media.createdAt,
        })
        .from(media)
        .where(eq(media.ownerId, userId))
        .orderBy(media.createdAt);
      return [{ name: 'files', rows, csv: true }];
    },
    async filesOf(userId, tx = db) {
      const rows = await tx
        .select({ id: media.id, name: media.name, storageKey: media.storageKey })
        .from(media)
        .where(eq(media.ownerId, userId));
      const uploads = await tx
        .select({ storageKey: mediaUploads.storageKey, name: mediaUploads.fileName })
        .from(mediaUploads)
        .where(eq(mediaUploads.userId, userId));
      return [...rows, ...uploads.map((u) => ({ id: '', ...u }))];
    },
    async eraseFor(userId, tx) {
      await tx.delete(media).where(eq(media.ownerId, userId));
      await tx.delete(mediaUploads).where(eq(mediaUploads.userId, userId));
    },
  };
}
