import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDeletionStatus,
  dataExport,
  dataExportDownload,
  dataExportParams,
  dataExports,
  deleteAccountBody,
  envelope,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { AccountService } from './account.service.js';

const tags = ['account'];

/** The signed-in member's own data (ADR 024): every call is about oneself. */
export const accountRoutes: FastifyPluginAsyncZod<{
  account: AccountService;
  hooks: AuthHooks;
}> = async (app, { account, hooks }) => {
  signedIn(app, hooks);

  app.post('/account/exports', {
    schema: {
      operationId: 'requestDataExport',
      summary: 'Ask for an archive of your data; it is mailed as a link when built',
      errors: { 409: ['DATA_EXPORT_IN_PROGRESS'] },
      tags,
      response: { 201: envelope(dataExport) },
    },
    config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    handler: async (request, reply) => {
      reply.status(201);
      return { data: await account.requestExport(authOf(request).userId) };
    },
  });

  app.get('/account/exports', {
    schema: {
      operationId: 'listDataExports',
      summary: 'Your data archives not yet removed, newest first',
      tags,
      response: { 200: envelope(dataExports) },
    },
    handler: async (request) => ({ data: await account.listExports(authOf(request).userId) }),
  });

  app.get('/account/exports/:exportId/download', {
    schema: {
      operationId: 'downloadDataExport',
      summary: 'A short-lived link to download one of your archives',
      errors: { 410: ['DATA_EXPORT_EXPIRED'] },
      tags,
      params: dataExportParams,
      response: { 200: envelope(dataExportDownload) },
    },
    handler: async (request) => ({
      data: await account.downloadExport(authOf(request).userId, request.params.exportId),
    }),
  });

  app.post('/account/deletion', {
    schema: {
      operationId: 'deleteAccount',
      summary: 'Delete your account after a grace period; you are signed out everywhere',
      errors: {
        400: ['PASSWORD_INCORRECT', 'TWO_FACTOR_CODE_INVALID', 'TWO_FACTOR_CODE_REQUIRED'],
        409: ['OWNS_ORGANIZATION'],
      },
      tags,
      body: deleteAccountBody,
      response: { 200: envelope(accountDeletionStatus) },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => ({
      data: await account.requestDeletion(authOf(request).userId, request.body),
    }),
  });
};
