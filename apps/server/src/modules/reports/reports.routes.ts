import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createReportBody, envelope, filedReport } from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { ReportsService } from './reports.service.js';

const tags = ['reports'];

export const reportsRoutes: FastifyPluginAsyncZod<{
  reports: ReportsService;
  hooks: AuthHooks;
}> = async (app, { reports, hooks }) => {
  signedIn(app, hooks);

  app.post('/reports', {
    schema: {
      operationId: 'createReport',
      summary: 'Report a post, a response, a message, a review or a profile I can see',
      errors: { 404: ['NOT_FOUND'], 409: ['REPORT_EXISTS'] },
      tags,
      body: createReportBody,
      response: { 201: envelope(filedReport) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await reports.file(authOf(request).userId, request.body) }),
  });
};
