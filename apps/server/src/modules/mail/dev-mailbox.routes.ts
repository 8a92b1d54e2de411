import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { htmlPage } from '../../plugins/security-headers.js';
import { listOutbox } from './mailer.js';

const mail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  attachments: z
    .array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() }))
    .nullable(),
  createdAt: z.string(),
});

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * A client on this machine talking to the server directly: the socket's peer is loopback (never
 * X-Forwarded-For, which anyone can send) and no reverse proxy on this machine is relaying
 * someone else (no forwarding headers).
 */
export function isLoopbackClient(request: FastifyRequest) {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return LOOPBACK.has(peer) && forwarded === undefined;
}

/**
 * The embedded outbox, for development and tests only (never registered in production). It
 * holds every verification, reset and invitation link, so by default only a client on this
 * machine may read it; `DEV_MAILBOX=open` lets anyone who reaches the server read it. Others get
 * the same 404 as an unknown route.
 */
export const devMailboxRoutes: FastifyPluginAsyncZod<{
  db: Db;
  access: 'loopback' | 'open';
}> = async (app, { db, access }) => {
  const recent = async () =>
    (await listOutbox(db)).map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (access === 'open' || isLoopbackClient(request)) return;
    return reply.code(404).send({ statusCode: 404, message: 'NOT_FOUND' });
  });

  app.get(`/api/v1/dev/mailbox`, {
    schema: {
      operationId: 'listDevMailbox',
      summary: 'The development mailbox (outside production)',
      tags: ['dev'],
      response: { 200: envelope(z.array(mail)) },
    },
    config: { rateLimit: false },
    handler: async () => ({ data: await recent() }),
  });

  app.get(
    '/dev/mailbox',
    {
      schema: {
        operationId: 'listDevMailbox',
        summary: 'The development mailbox (outside production)',
        hide: true,
      },
      config: { rateLimit: false },
      ...htmlPage,
    },
    async (_request, reply) => {
      const mails = await recent();
      const items = mails
        .map(
          (m) =>
            `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p><pre>${linkify(escapeHtml(m.text))}</pre>${(m.attachments ?? []).map((a) => `<p class="meta">Attached: ${escapeHtml(a.filename)} (${escapeHtml(a.contentType)})</p>`).join('')}</article>`,
        )
        .join('');
      const body = mails.length ? items : '<p>No e-mails yet.</p>';
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mailbox · Net Hub (development)</title><link rel="icon" type="image/svg+xml" href="/favicon.svg"><style nonce="${reply.cspNonce.style}">body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0 0 .25rem}.meta{color:#495057;margin:0 0 .5rem}pre{white-space:pre-wrap;font-family:inherit}a{color:#1864ab}</style></head><body><main><h1>Development mailbox</h1><p>The newest e-mails the server sent, newest first.</p>${body}</main></body></html>`;
    },
  );
};
