import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { notes } from './notes.tables.js';

/** The member's private notes on other members (readable by their author only): erased with them. */
export function createNotesOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({ memberId: notes.subjectId, content: notes.content, updatedAt: notes.updatedAt })
        .from(notes)
        .where(eq(notes.authorId, userId));
      return [{ name: 'notes', rows, csv: true }];
    },
    async eraseFor(userId, tx) {
      await tx.delete(notes).where(eq(notes.authorId, userId));
    },
  };
}
