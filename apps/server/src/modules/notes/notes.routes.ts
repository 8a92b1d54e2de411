import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, note } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import { createNotesService } from './notes.service.js';

const tags = ['notes'];
/** An empty note is a cleared note (the client strips empty strings, so content may be absent). */
const saveNoteBody = z.object({
  userId: z.uuid(),
  content: z.string().trim().max(5000).default(''),
});

export const notesRoutes: FastifyPluginAsyncZod<{ db: Db; hooks: AuthHooks }> = async (
  app,
  { db, hooks },
) => {
  const service = createNotesService(db);
  signedIn(app, hooks);

  app.get('/notes/:id', {
    schema: {
      operationId: 'getNote',
      summary: 'The private note about a member',
      tags,
      params: z.object({ id: z.uuid() }),
      response: { 200: envelope(note) },
    },
    handler: async (request) => ({
      data: await service.get(authOf(request).userId, request.params.id),
    }),
  });

  app.post('/notes', {
    schema: {
      operationId: 'saveNote',
      summary: 'Save the private note about a member',
      tags,
      body: saveNoteBody,
      response: { 200: envelope(note) },
    },
    handler: async (request) => ({
      data: await service.save(authOf(request).userId, request.body.userId, request.body.content),
    }),
  });
};
