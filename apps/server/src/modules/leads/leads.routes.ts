import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createLeadBody,
  createLeadSuggestion,
  createLeadSuggestionQuery,
  envelope,
  generatedLeadsQuery,
  idParams,
  lead,
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
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { ConnectionsService } from '../connections/connections.service.js';
import type { LeadsService } from './leads.service.js';

const tags = ['leads'];

export const leadsRoutes: FastifyPluginAsyncZod<{
  leads: LeadsService;
  connections: ConnectionsService;
  hooks: AuthHooks;
}> = async (app, { leads, connections, hooks }) => {
  app.addHook('onRequest', hooks.required);

  app.get('/leads', {
    schema: { tags, querystring: listLeadsQuery, response: { 200: envelope(leadList) } },
    handler: async (request) => ({
      data: await leads.list(authOf(request).userId, request.query),
    }),
  });

  app.post('/leads', {
    schema: { tags, body: createLeadBody, response: { 201: envelope(lead) } },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await leads.create(authOf(request).userId, request.body) };
    },
  });

  app.get('/leads/tabs', {
    schema: { tags, response: { 200: envelope(leadTabs) } },
    handler: async (request) => ({ data: await leads.tabs(authOf(request).userId) }),
  });

  app.get('/leads/tabs/connected', {
    schema: { tags, querystring: leadTabsConnectedQuery, response: { 200: envelope(leadTabs) } },
    handler: async (request) => ({
      data: await leads.tabs(authOf(request).userId, request.query.connectedUserId),
    }),
  });

  app.get('/leads/connected', {
    schema: {
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
      tags,
      querystring: leadTypeSuggestionQuery,
      response: { 200: envelope(leadTypeSuggestions) },
    },
    handler: async (request) => ({ data: await leads.leadTypeSuggestions(request.query.name) }),
  });

  app.get('/leads/generated', {
    schema: {
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
    schema: { tags, params: idParams, response: { 200: envelope(lead) } },
    handler: async (request) => ({
      data: await leads.get(authOf(request).userId, request.params.id),
    }),
  });

  app.put('/leads/status/:id', {
    schema: { tags, params: idParams, body: leadStatusBody, response: { 200: envelope(lead) } },
    handler: async (request) => ({
      data: await leads.setStatus(authOf(request).userId, request.params.id, request.body.status),
    }),
  });

  app.get('/tags', {
    schema: {
      tags,
      description: 'The kinds of leads I am looking for.',
      response: { 200: envelope(myLeadTags) },
    },
    handler: async (request) => ({
      data: { tags: await leads.myTags(authOf(request).userId) },
    }),
  });

  app.put('/tags', {
    schema: { tags, body: myLeadTagsBody, response: { 200: envelope(myLeadTags) } },
    handler: async (request) => ({
      data: { tags: await leads.replaceMyTags(authOf(request).userId, request.body.tags) },
    }),
  });

  app.get('/tags/suggestion', {
    schema: { tags, querystring: tagSuggestionQuery, response: { 200: envelope(tagSuggestions) } },
    handler: async (request) => ({ data: await leads.tagSuggestions(request.query.name) }),
  });

  app.get('/tags/create-lead-suggestion', {
    schema: {
      tags,
      querystring: createLeadSuggestionQuery,
      response: { 200: envelope(createLeadSuggestion) },
    },
    handler: async (request) => ({
      data: await leads.createLeadSuggestion(authOf(request).userId, request.query.recipient),
    }),
  });
};
