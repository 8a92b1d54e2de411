import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { listOutbox } from './mailer.js';

const mail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

/** The embedded outbox, for development and tests only (never registered in production). */
export const devMailboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const recent = async () =>
    (await listOutbox(db)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));

  app.get(`/api/v1/dev/mailbox`, {
    schema: { tags: ['dev'], response: { 200: envelope(z.array(mail)) } },
    config: { rateLimit: false },
    handler: async () => ({ data: await recent() }),
  });

  app.get(
    '/dev/mailbox',
    { schema: { hide: true }, config: { rateLimit: false } },
    async (_request, reply) => {
      const mails = await recent();
      const items = mails
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p><pre>${linkify(escapeHtml(m.text))}</pre></article>`,
        )
        .join('');
      const body = mails.length ? items : '<p>No e-mails yet.</p>';
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mailbox · Net Hub (development)</title><style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#495057;margin:0 0 .5rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#1864ab}</style></head><body><main><h1>Development mailbox</h1><p>The newest e-mails the server sent, newest first.</p>${body}</main></body></html>`;
    },
  );
};
