import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@nethub/contract';
import type { Readiness } from './readiness.js';

const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  uptime: z.number(),
});

const ready = z.object({
  status: z.enum(['ok', 'down', 'draining']),
  checks: z.record(z.string(), z.enum(['ok', 'down', 'absent'])),
});

/**
 * `/health/live`: the process answers (restart it when this fails). `/health/ready`: every
 * dependency answers and the instance is not draining (send it traffic only while this is 200).
 * `/health`: the older summary, kept for existing clients.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ readiness: Readiness }> = async (
  app,
  { readiness },
) => {
  app.get('/health/live', {
    schema: {
      operationId: 'getLiveness',
      summary: 'Liveness: the process answers',
      tags: ['health'],
      response: { 200: envelope(z.object({ status: z.literal('ok') })) },
    },
    config: { rateLimit: false },
    handler: async () => ({ data: { status: 'ok' as const } }),
  });
  app.get('/health/ready', {
    schema: {
      operationId: 'getReadiness',
      summary: 'Readiness: may this instance take traffic',
      tags: ['health'],
      description:
        'Ready for traffic: each dependency is ok or absent (not configured) and the instance is not draining. 503 otherwise.',
      response: { 200: envelope(ready), 503: envelope(ready) },
    },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const report = await readiness.report();
      reply.header('cache-control', 'no-store');
      reply.status(report.status === 'ok' ? 200 : 503);
      return { data: report };
    },
  });
  app.get('/health', {
    schema: {
      operationId: 'getHealth',
      summary: 'Health of the instance and its back ends',
      tags: ['health'],
      response: { 200: envelope(health), 503: envelope(health) },
    },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const { checks } = await readiness.report();
      const database = checks.database === 'ok' ? ('ok' as const) : ('down' as const);
      const status = database === 'ok' ? ('ok' as const) : ('degraded' as const);
      reply.status(database === 'ok' ? 200 : 503);
      return { data: { status, database, uptime: Math.round(process.uptime()) } };
    },
  });
};
