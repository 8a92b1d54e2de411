import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@nethub/contract';
import type { Db } from '../../db/client.js';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptime: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/health/live', {
    schema: {
      tags: ['health'],
      response: { 200: envelope(z.object({ status: z.literal('ok') })) },
    },
    config: { rateLimit: false },
    handler: async () => ({ data: { status: 'ok' as const } }),
  });
  app.get('/health', {
    schema: { tags: ['health'], response: { 200: envelope(health), 503: envelope(health) } },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const database = await db.execute(sql`select 1`).then(
        () => 'ok' as const,
        () => 'down' as const,
      );
      const status = database === 'ok' ? ('ok' as const) : ('degraded' as const);
      reply.status(database === 'ok' ? 200 : 503);
      return { data: { status, database, uptime: Math.round(process.uptime()) } };
    },
  });
};
