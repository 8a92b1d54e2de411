import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody, envelope, okResult } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import type { AuthHooks } from '../../plugins/authenticate.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { createContactService } from './contact.service.js';

export const contactRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hooks: AuthHooks;
  forwardUrl?: string;
  jobs: JobQueue;
}> = async (app, { db, hooks, forwardUrl, jobs }) => {
  const service = createContactService(db, forwardUrl, jobs);
  app.post('/contact', {
    schema: {
      operationId: 'sendContactMessage',
      summary: 'Send a message through the contact form',
      tags: ['contact'],
      body: contactBody,
      response: { 201: envelope(okResult) },
    },
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    onRequest: hooks.optional,
    handler: async (request, reply) => {
      await service.submit(request.body, request.auth?.userId);
      reply.status(201);
      return { data: { ok: true as const } };
    },
  });
};
