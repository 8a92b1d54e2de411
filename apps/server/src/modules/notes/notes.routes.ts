import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, note, type Note } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { createUsersService } from '../users/users.service.js';
import { notes } from './notes.tables.js';

const tags = ['notes'];
/** An empty note is a cleared note (the client strips empty strings, so content may be absent). */
const saveNoteBody = z.object({
  userId: z.uuid(),
  content: z.string().trim().max(5000).default(''),
});

export function createNotesService(db: Db) {
  const usersRepo = createUsersService(db);
  return {
    async get(authorId: string, subjectId: string): Promise<Note> {
      const [row] = await db
        .select()
        .from(notes)
        .where(and(eq(notes.authorId, authorId), eq(notes.subjectId, subjectId)))
        .limit(1);
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
        await db
          .delete(notes)
          .where(and(eq(notes.authorId, authorId), eq(notes.subjectId, subjectId)));
        return { userId: subjectId, content: '', updatedAt: null };
      }
      const [row] = await db
        .insert(notes)
        .values({ authorId, subjectId, content })
        .onConflictDoUpdate({
          target: [notes.authorId, notes.subjectId],
          set: { content, updatedAt: new Date() },
        })
        .returning();
      return { userId: subjectId, content: row!.content, updatedAt: row!.updatedAt.toISOString() };
    },
  };
}

export const notesRoutes: FastifyPluginAsyncZod<{ db: Db; hooks: AuthHooks }> = async (
  app,
  { db, hooks },
) => {
  const service = createNotesService(db);
  app.addHook('onRequest', hooks.required);

  app.get('/notes/:id', {
    schema: { tags, params: z.object({ id: z.uuid() }), response: { 200: envelope(note) } },
    handler: async (request) => ({
      data: await service.get(authOf(request).userId, request.params.id),
    }),
  });

  app.post('/notes', {
    schema: { tags, body: saveNoteBody, response: { 200: envelope(note) } },
    handler: async (request) => ({
      data: await service.save(authOf(request).userId, request.body.userId, request.body.content),
    }),
  });
};
