import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody, envelope, okResult, type ContactBody } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import type { AuthHooks } from '../../plugins/authenticate.js';
import { contactMessages } from './contact.tables.js';

/**
 * Stores every message; with CONTACT_FORWARD_URL also posts it (JSON) to a forms endpoint.
 * A failed forward is logged and left unmarked, never lost: the row is the record.
 */
export function createContactService(
  db: Db,
  forwardUrl: string | undefined,
  log: FastifyBaseLogger,
) {
  async function forward(id: string, body: ContactBody) {
    if (!forwardUrl) return;
    try {
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
        .where(eq(contactMessages.id, id));
    } catch (error) {
      log.warn({ err: error, contactMessageId: id }, 'contact message not forwarded');
    }
  }
  return {
    async submit(body: ContactBody, userId?: string) {
      const [row] = await db
        .insert(contactMessages)
        .values({
          userId,
          subject: body.subject,
          email: body.email,
          message: body.message,
          consentAt: new Date(),
        })
        .returning({ id: contactMessages.id });
      await forward(row!.id, body);
    },
  };
}

export const contactRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hooks: AuthHooks;
  forwardUrl?: string;
}> = async (app, { db, hooks, forwardUrl }) => {
  const service = createContactService(db, forwardUrl, app.log);
  app.post('/contact', {
    schema: { tags: ['contact'], body: contactBody, response: { 201: envelope(okResult) } },
    config: { rateLimit: { max: 5, timeWindow: '1 minute' } },
    onRequest: hooks.optional,
    handler: async (request, reply) => {
      await service.submit(request.body, request.auth?.userId);
      reply.status(201);
      return { data: { ok: true as const } };
    },
  });
};
