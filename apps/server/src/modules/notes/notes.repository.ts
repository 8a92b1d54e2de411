import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { notes } from './notes.tables.js';

/** A member's private notes about other members: one per author and subject. */
export function createNotesRepository(db: DbOrTx) {
  return {
    async find(authorId: string, subjectId: string) {
      const [row] = await db
        .select()
        .from(notes)
        .where(and(eq(notes.authorId, authorId), eq(notes.subjectId, subjectId)))
        .limit(1);
      return row;
    },
    async remove(authorId: string, subjectId: string) {
      await db
        .delete(notes)
        .where(and(eq(notes.authorId, authorId), eq(notes.subjectId, subjectId)));
    },
    async save(authorId: string, subjectId: string, content: string) {
      const [row] = await db
        .insert(notes)
        .values({ authorId, subjectId, content })
        .onConflictDoUpdate({
          target: [notes.authorId, notes.subjectId],
          set: { content, updatedAt: new Date() },
        })
        .returning();
      return row!;
    },
  };
}
export type NotesRepository = ReturnType<typeof createNotesRepository>;
