import type { Note } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { createUsersService } from '../users/users.service.js';
import { createNotesRepository } from './notes.repository.js';

export function createNotesService(db: Db) {
  const usersRepo = createUsersService(db);
  const repo = createNotesRepository(db);
  return {
    async get(authorId: string, subjectId: string): Promise<Note> {
      const row = await repo.find(authorId, subjectId);
      return {
        userId: subjectId,
        content: row?.content ?? '',
        updatedAt: row?.updatedAt.toISOString() ?? null,
      };
    },
    async save(authorId: string, subjectId: string, content: string): Promise<Note> {
      if (authorId === subjectId)
        throw badRequest('VALIDATION_ERROR', [
          { field: 'body.userId', message: 'You cannot write a note about yourself' },
        ]);
      const subject = await usersRepo.findById(subjectId);
      if (!subject || subject.status !== 'active') throw notFound();
      if (!content) {
        await repo.remove(authorId, subjectId);
        return { userId: subjectId, content: '', updatedAt: null };
      }
      const row = await repo.save(authorId, subjectId, content);
      return { userId: subjectId, content: row.content, updatedAt: row.updatedAt.toISOString() };
    },
  };
}
export type NotesService = ReturnType<typeof createNotesService>;
