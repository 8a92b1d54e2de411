import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody, envelope, okResult, type ContactBody } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import type { AuthHooks } from '../../plugins/authenticate.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { contactMessages } from './contact.tables.js';

type ForwardJob = { contactMessageId: string; body: ContactBody };

/**
 * Stores every message; with CONTACT_FORWARD_URL also posts it (JSON) to a forms endpoint, as a
 * durable job written with the message: a forms endpoint that is down gets it when it is back.
 */
export function createContactService(db: Db, forwardUrl: string | undefined, jobs: JobQueue) {
  jobs.define<ForwardJob>('contact-forward', async ({ contactMessageId, body }) => {
    if (!forwardUrl) return;
    const res = await fetch(forwardUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`forms endpoint answered ${res.status}`);
    await db
      .update(contactMessages)
      .set({ forwardedAt: new Date() })
      .where(eq(contactMessages.id, contactMessageId));
  });
  return {
    async submit(body: ContactBody, userId?: string) {
      const forward = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(contactMessages)
          .values({
            userId,
            subject: body.subject,
            email: body.email,
            message: body.message,
            consentAt: new Date(),
          })
          .returning({ id: contactMessages.id });
        if (forwardUrl)
          return jobs.enqueue<ForwardJob>(
            'contact-forward',
            { contactMessageId: row!.id, body },
            tx,
          );
      });
      await forward?.runNow();
    },
  };
}

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
