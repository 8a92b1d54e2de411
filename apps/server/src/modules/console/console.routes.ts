import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createdGroup,
  createGroupBody,
  csvFile,
  envelope,
  groupCover,
  idParams,
  inviteMemberBody,
  inviteResult,
  listQuery,
  organization,
  organizationGroupList,
  organizationList,
  organizationMemberList,
  organizationMembersQuery,
  paymentList,
  pictureBody,
  revenue,
  updateGroupBody,
  updateOrganizationBody,
  type PaymentRow,
} from '@nethub/contract';
import { csvName, sendCsv, type CsvColumn } from '../../lib/csv.js';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { OwnerConsoleService } from './console.service.js';

const tags = ['organisations'];

const PAYMENT_COLUMNS: CsvColumn<PaymentRow>[] = [
  { header: 'Created', value: (row) => row.createdAt.slice(0, 10) },
  { header: 'Paid', value: (row) => row.paidAt?.slice(0, 10) ?? null },
  { header: 'Status', value: (row) => row.status },
  { header: 'Kind', value: (row) => row.kind },
  { header: 'Description', value: (row) => row.description },
  { header: 'Payer', value: (row) => row.payerName },
  { header: 'Amount', value: (row) => row.amount },
  { header: 'Currency', value: (row) => row.currency },
];

export const ownerConsoleRoutes: FastifyPluginAsyncZod<{
  organizations: OwnerConsoleService;
  hooks: AuthHooks;
}> = async (app, { organizations, hooks }) => {
  signedIn(app, hooks);
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.get('/organization/mine', {
    schema: {
      operationId: 'getMyOrganization',
      summary: 'The organisation the signed-in owner runs',
      tags,
      response: { 200: envelope(organizationList) },
    },
    handler: async (request) => ({ data: await organizations.mine(me(request)) }),
  });
  app.get('/organization/:id', {
    schema: {
      operationId: 'getOrganization',
      summary: 'One organisation',
      tags,
      params: idParams,
      response: { 200: envelope(organization) },
    },
    handler: async (request) => ({ data: await organizations.get(me(request), request.params.id) }),
  });
  app.put('/organization/:id', {
    schema: {
      operationId: 'updateOrganization',
      summary: 'Update the organisation profile (owners)',
      tags,
      params: idParams,
      body: updateOrganizationBody,
      response: { 200: envelope(organization) },
    },
    handler: async (request) => ({
      data: await organizations.update(me(request), request.params.id, request.body),
    }),
  });
  app.put('/organization/:id/logo', {
    schema: {
      operationId: 'setOrganizationLogo',
      summary: "Set or remove the organisation's logo (owners): an image of their media library",
      errors: { 400: ['FILE_TYPE_NOT_ALLOWED'] },
      tags,
      params: idParams,
      body: pictureBody,
      response: { 200: envelope(organization) },
    },
    handler: async (request) => ({
      data: await organizations.setLogo(me(request), request.params.id, request.body.mediaId),
    }),
  });
  app.get('/organization/:id/groups', {
    schema: {
      operationId: 'listOrganizationGroups',
      summary: "An organisation's groups and sub-groups",
      tags,
      params: idParams,
      querystring: listQuery,
      response: { 200: envelope(organizationGroupList) },
    },
    handler: async (request) => ({
      data: await organizations.groups(me(request), request.params.id, request.query),
    }),
  });
  app.post('/network-directory', {
    schema: {
      operationId: 'createGroup',
      summary: 'Create a network group or sub-group (organisation owners)',
      errors: { 403: ['FORBIDDEN'] },
      tags,
      body: createGroupBody,
      response: { 201: envelope(createdGroup) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ data: await organizations.createGroup(me(request), request.body) }),
  });
  app.put('/network-directory/:id', {
    schema: {
      operationId: 'updateGroup',
      summary: 'Update a network group (its owner)',
      errors: { 403: ['FORBIDDEN'] },
      tags,
      params: idParams,
      body: updateGroupBody,
      response: { 200: envelope(createdGroup) },
    },
    handler: async (request) => ({
      data: await organizations.updateGroup(me(request), request.params.id, request.body),
    }),
  });
  app.put('/network-directory/:id/cover', {
    schema: {
      operationId: 'setGroupCover',
      summary: "Set or remove a group's cover (its owner): an image of their media library",
      errors: { 400: ['FILE_TYPE_NOT_ALLOWED'] },
      tags,
      params: idParams,
      body: pictureBody,
      response: { 200: envelope(groupCover) },
    },
    handler: async (request) => ({
      data: await organizations.setGroupCover(me(request), request.params.id, request.body.mediaId),
    }),
  });
  app.get('/organization/:id/members', {
    schema: {
      operationId: 'listOrganizationMembers',
      summary: "Members of an organisation's groups (owners)",
      tags,
      params: idParams,
      querystring: organizationMembersQuery,
      response: { 200: envelope(organizationMemberList) },
    },
    handler: async (request) => ({
      data: await organizations.members(me(request), request.params.id, request.query),
    }),
  });
  app.post('/organization/:id/invite', {
    schema: {
      operationId: 'inviteToOrganization',
      summary: "Invite someone into an organisation's groups (owners)",
      errors: { 403: ['GROUP_REQUEST_NOT_ALLOWED'], 409: ['USER_EXISTED'] },
      tags,
      params: idParams,
      body: inviteMemberBody,
      response: { 200: envelope(inviteResult) },
    },
    handler: async (request) => ({
      data: await organizations.invite(me(request), request.params.id, request.body),
    }),
  });
  app.get('/organization/:id/revenue', {
    schema: {
      operationId: 'getOrganizationRevenue',
      summary: 'Revenue by currency and month (owners)',
      tags,
      params: idParams,
      response: { 200: envelope(revenue) },
    },
    handler: async (request) => ({
      data: await organizations.revenue(me(request), request.params.id),
    }),
  });
  app.get('/organization/:id/payments', {
    schema: {
      operationId: 'listOrganizationPayments',
      summary: 'Payments received (owners)',
      tags,
      params: idParams,
      querystring: listQuery,
      response: { 200: envelope(paymentList) },
    },
    handler: async (request) => ({
      data: await organizations.payments(me(request), request.params.id, request.query),
    }),
  });
  app.get('/organization/:id/payments/export', {
    schema: {
      operationId: 'exportOrganizationPayments',
      summary: 'Payments received, as CSV (owners)',
      tags,
      produces: ['text/csv'],
      params: idParams,
      response: { 200: csvFile },
    },
    handler: async (request, reply) =>
      sendCsv(reply, csvName('payments'), PAYMENT_COLUMNS, (page) =>
        organizations.payments(me(request), request.params.id, page),
      ),
  });
};
