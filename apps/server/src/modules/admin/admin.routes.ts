import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminAccess,
  adminAccount,
  adminAccountList,
  adminAccountsQuery,
  adminOrganizationList,
  adminOrganizationsQuery,
  adminReportList,
  adminReportsQuery,
  auditLog,
  auditLogQuery,
  createdOrganization,
  createOrganizationBody,
  envelope,
  type ErrorCode,
  idParams,
  okResult,
  reportActionBody,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { AdminService } from './admin.service.js';

const tags = ['admin'];
/** Every console call refuses anyone but a platform administrator (ADR 023). */
const ADMINS_ONLY: ErrorCode[] = ['FORBIDDEN'];

export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  hooks: AuthHooks;
}> = async (app, { admin, hooks }) => {
  signedIn(app, hooks);
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.get('/admin/access', {
    schema: {
      operationId: 'getAdminAccess',
      summary: 'Whether the signed-in account administers the platform',
      tags,
      response: { 200: envelope(adminAccess) },
    },
    handler: async (request) => ({ data: await admin.access(me(request)) }),
  });
  app.get('/admin/accounts', {
    schema: {
      operationId: 'listAdminAccounts',
      summary: 'Members and owners by name or e-mail (administrators)',
      errors: { 403: ADMINS_ONLY },
      tags,
      querystring: adminAccountsQuery,
      response: { 200: envelope(adminAccountList) },
    },
    handler: async (request) => ({ data: await admin.accounts(me(request), request.query) }),
  });
  app.post('/admin/accounts/:id/suspend', {
    schema: {
      operationId: 'suspendAccount',
      summary: 'Suspend an account: signed out everywhere at once (administrators)',
      errors: { 400: ['ADMIN_SELF_ACTION'], 403: ADMINS_ONLY },
      tags,
      params: idParams,
      response: { 200: envelope(adminAccount) },
    },
    handler: async (request) => ({ data: await admin.suspend(me(request), request.params.id) }),
  });
  app.post('/admin/accounts/:id/restore', {
    schema: {
      operationId: 'restoreAccount',
      summary: 'Lift a suspension (administrators)',
      errors: { 403: ADMINS_ONLY },
      tags,
      params: idParams,
      response: { 200: envelope(adminAccount) },
    },
    handler: async (request) => ({ data: await admin.restore(me(request), request.params.id) }),
  });
  app.get('/admin/organizations', {
    schema: {
      operationId: 'listAdminOrganizations',
      summary: 'Every organisation and its owner (administrators)',
      errors: { 403: ADMINS_ONLY },
      tags,
      querystring: adminOrganizationsQuery,
      response: { 200: envelope(adminOrganizationList) },
    },
    handler: async (request) => ({ data: await admin.organizations(me(request), request.query) }),
  });
  app.post('/admin/organizations', {
    schema: {
      operationId: 'createAdminOrganization',
      summary: 'Create an organisation and invite its owner by e-mail (administrators)',
      errors: { 403: ADMINS_ONLY, 409: ['USER_EXISTED'] },
      tags,
      body: createOrganizationBody,
      response: { 201: envelope(createdOrganization) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await admin.createOrganization(me(request), request.body) }),
  });
  app.get('/admin/reports', {
    schema: {
      operationId: 'listAdminReports',
      summary: 'Reports, oldest first, by kind and status (administrators)',
      errors: { 403: ADMINS_ONLY },
      tags,
      querystring: adminReportsQuery,
      response: { 200: envelope(adminReportList) },
    },
    handler: async (request) => ({ data: await admin.reports(me(request), request.query) }),
  });
  app.post('/admin/reports/:id/action', {
    schema: {
      operationId: 'actOnReport',
      summary: 'Dismiss a report, remove the reported item or suspend its author (administrators)',
      errors: {
        400: ['REPORT_ACTION_UNAVAILABLE', 'ADMIN_SELF_ACTION'],
        403: ADMINS_ONLY,
        404: ['NOT_FOUND'],
        409: ['REPORT_CLOSED'],
      },
      tags,
      params: idParams,
      body: reportActionBody,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => ({
      data: await admin.actOnReport(me(request), request.params.id, request.body.action),
    }),
  });
  app.get('/admin/audit-log', {
    schema: {
      operationId: 'listAdminAuditLog',
      summary: 'Every administrator action, newest first (administrators)',
      errors: { 403: ADMINS_ONLY },
      tags,
      querystring: auditLogQuery,
      response: { 200: envelope(auditLog) },
    },
    handler: async (request) => ({ data: await admin.auditLog(me(request), request.query) }),
  });
};
