import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closedValueBody,
  createLeadBody,
  createLeadSuggestion,
  createLeadSuggestionQuery,
  csvFile,
  envelope,
  generatedLeadsQuery,
  idParams,
  lead,
  leadHistory,
  leadList,
  leadRecipientList,
  leadRecipientsQuery,
  leadStatusBody,
  leadTabs,
  leadTabsConnectedQuery,
  leadTypeSuggestionQuery,
  leadTypeSuggestions,
  listLeadsQuery,
  myLeadTags,
  myLeadTagsBody,
  tagSuggestionQuery,
  tagSuggestions,
  type Lead,
} from '@nethub/contract';
import { csvName, sendCsv, type CsvColumn } from '../../lib/csv.js';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import type { LeadsService } from './leads.service.js';

const tags = ['leads'];

const person = (card: { firstName: string; lastName: string }) =>
  `${card.firstName} ${card.lastName}`;
const LEAD_COLUMNS: CsvColumn<Lead>[] = [
  { header: 'Passed on', value: (lead) => lead.createdAt.slice(0, 10) },
  { header: 'Direction', value: (lead) => (lead.direction === 'outgoing' ? 'Given' : 'Received') },
  { header: 'Stage', value: (lead) => lead.status },
  { header: 'Lead type', value: (lead) => lead.leadType.name },
  { header: 'Given by', value: (lead) => person(lead.giver) },
  { header: 'Received by', value: (lead) => person(lead.receiver) },
  { header: 'Contact', value: (lead) => person(lead.contact) },
  { header: 'Contact e-mail', value: (lead) => lead.contact.email },
  { header: 'Contact phone', value: (lead) => lead.contact.phone },
  { header: 'Contact company', value: (lead) => lead.contact.company },
  { header: 'Estimated value', value: (lead) => lead.estimatedValue },
  { header: 'Currency', value: (lead) => lead.currency },
  { header: 'Source', value: (lead) => lead.sourceOfLead },
  { header: 'Reward', value: (lead) => lead.reward?.title ?? null },
  { header: 'Converted on', value: (lead) => lead.convertedAt?.slice(0, 10) ?? null },
  { header: 'Closed value', value: (lead) => lead.closedValue },
  { header: 'Closed currency', value: (lead) => lead.closedCurrency },
];

export const leadsRoutes: FastifyPluginAsyncZod<{
  leads: LeadsService;
  connections: ConnectionsService;
  hooks: AuthHooks;
}> = async (app, { leads, connections, hooks }) => {
  signedIn(app, hooks);

  app.get('/leads', {
    schema: {
      operationId: 'listLeads',
      summary: 'Leads passed and received, by tab',
      tags,
      querystring: listLeadsQuery,
      response: { 200: envelope(leadList) },
    },
    handler: async (request) => ({
      data: await leads.list(authOf(request).userId, request.query),
    }),
  });

  app.get('/leads/export', {
    schema: {
      operationId: 'exportLeads',
      summary: 'Leads passed and received, as CSV (the list filters apply)',
      tags,
      produces: ['text/csv'],
      querystring: listLeadsQuery,
      response: { 200: csvFile },
    },
    handler: async (request, reply) => {
      const me = authOf(request).userId;
      return sendCsv(reply, csvName('leads'), LEAD_COLUMNS, (page) =>
        leads.list(me, { ...request.query, ...page }),
      );
    },
  });

  app.post('/leads', {
    schema: {
      operationId: 'passLead',
      summary: 'Pass a lead to a connection',
      errors: { 400: ['LEAD_RECIPIENT_NOT_CONNECTED'] },
      tags,
      body: createLeadBody,
      response: { 201: envelope(lead) },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await leads.create(authOf(request).userId, request.body) };
    },
  });

  app.get('/leads/tabs', {
    schema: {
      operationId: 'getLeadTabs',
      summary: 'Counts of each leads tab',
      tags,
      response: { 200: envelope(leadTabs) },
    },
    handler: async (request) => ({ data: await leads.tabs(authOf(request).userId) }),
  });

  app.get('/leads/tabs/connected', {
    schema: {
      operationId: 'getLeadTabsWithConnection',
      summary: 'Counts of each leads tab with one connection',
      tags,
      querystring: leadTabsConnectedQuery,
      response: { 200: envelope(leadTabs) },
    },
    handler: async (request) => ({
      data: await leads.tabs(authOf(request).userId, request.query.connectedUserId),
    }),
  });

  app.get('/leads/connected', {
    schema: {
      operationId: 'listLeadsWithConnection',
      summary: 'Leads exchanged with one connection',
      tags,
      description: 'My connected members: the people a lead can be passed to.',
      querystring: leadRecipientsQuery,
      response: { 200: envelope(leadRecipientList) },
    },
    handler: async (request) => {
      const list = await connections.list(authOf(request).userId, {
        ...request.query,
        status: 'CONNECTED',
        sort: 'firstName',
        order: 'ASC',
      });
      return { data: { ...list, rows: list.rows.map((row) => row.member) } };
    },
  });

  app.get('/leads/lead-type/suggestion', {
    schema: {
      operationId: 'suggestLeadTypes',
      summary: 'Lead types matching a search',
      tags,
      querystring: leadTypeSuggestionQuery,
      response: { 200: envelope(leadTypeSuggestions) },
    },
    handler: async (request) => ({ data: await leads.leadTypeSuggestions(request.query.name) }),
  });

  app.get('/leads/generated', {
    schema: {
      operationId: 'listGeneratedLeads',
      summary: 'Leads a reward or campaign generated',
      tags,
      description: 'The leads passed under one of my rewards.',
      querystring: generatedLeadsQuery,
      response: { 200: envelope(leadList) },
    },
    handler: async (request) => ({
      data: await leads.generated(authOf(request).userId, request.query.rewardId, request.query),
    }),
  });

  app.get('/leads/:id', {
    schema: {
      operationId: 'getLead',
      summary: 'One lead',
      tags,
      params: idParams,
      response: { 200: envelope(lead) },
    },
    handler: async (request) => ({
      data: await leads.get(authOf(request).userId, request.params.id),
    }),
  });

  app.get('/leads/:id/history', {
    schema: {
      operationId: 'getLeadHistory',
      summary: 'Who moved a lead to which stage, and when',
      description: 'Its creation first, then every stage change; for its giver and receiver.',
      tags,
      params: idParams,
      response: { 200: envelope(leadHistory) },
    },
    handler: async (request) => ({
      data: await leads.history(authOf(request).userId, request.params.id),
    }),
  });

  app.put('/leads/status/:id', {
    schema: {
      operationId: 'setLeadStatus',
      summary: 'Move a received lead to another stage',
      errors: { 403: ['FORBIDDEN'] },
      tags,
      params: idParams,
      body: leadStatusBody,
      response: { 200: envelope(lead) },
    },
    handler: async (request) => ({
      data: await leads.setStatus(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.put('/leads/:id/closed-value', {
    schema: {
      operationId: 'setLeadClosedValue',
      summary: 'Correct the value of the business a converted lead closed',
      description: 'For the receiver of a converted lead: what the referral ledger counts.',
      errors: { 403: ['FORBIDDEN'], 409: ['LEAD_NOT_CONVERTED'] },
      tags,
      params: idParams,
      body: closedValueBody,
      response: { 200: envelope(lead) },
    },
    handler: async (request) => ({
      data: await leads.setClosedValue(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.get('/tags', {
    schema: {
      operationId: 'getMyLeadTags',
      summary: 'The tags the member asks lead senders for',
      tags,
      description: 'The kinds of leads I am looking for.',
      response: { 200: envelope(myLeadTags) },
    },
    handler: async (request) => ({
      data: { tags: await leads.myTags(authOf(request).userId) },
    }),
  });

  app.put('/tags', {
    schema: {
      operationId: 'setMyLeadTags',
      summary: 'Set the tags the member asks lead senders for',
      tags,
      body: myLeadTagsBody,
      response: { 200: envelope(myLeadTags) },
    },
    handler: async (request) => ({
      data: { tags: await leads.replaceMyTags(authOf(request).userId, request.body.tags) },
    }),
  });

  app.get('/tags/suggestion', {
    schema: {
      operationId: 'suggestTags',
      summary: 'Tags matching a search',
      tags,
      querystring: tagSuggestionQuery,
      response: { 200: envelope(tagSuggestions) },
    },
    handler: async (request) => ({ data: await leads.tagSuggestions(request.query.name) }),
  });

  app.get('/tags/create-lead-suggestion', {
    schema: {
      operationId: 'getLeadTagsOf',
      summary: 'The tags a connection asks for, when passing them a lead',
      errors: { 400: ['LEAD_RECIPIENT_NOT_CONNECTED'] },
      tags,
      querystring: createLeadSuggestionQuery,
      response: { 200: envelope(createLeadSuggestion) },
    },
    handler: async (request) => ({
      data: await leads.createLeadSuggestion(authOf(request).userId, request.query.recipient),
    }),
  });
};
