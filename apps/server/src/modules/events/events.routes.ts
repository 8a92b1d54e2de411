import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendeeList,
  attendeeListQuery,
  buyTicketResult,
  createEventBody,
  envelope,
  eventCard,
  eventList,
  eventListQuery,
  idParams,
  listQuery,
  publicTicketBody,
  ticket,
  ticketList,
  ticketPreferencesBody,
  updateEventBody,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { EventsService } from './events.service.js';

const tags = ['events'];

export const eventsRoutes: FastifyPluginAsyncZod<{
  events: EventsService;
  hooks: AuthHooks;
}> = async (app, { events, hooks }) => {
  // Open: event pages and the holder's ticket (the ticket id is the holder's capability).
  app.get('/public/events/:id', {
    schema: { tags, params: idParams, response: { 200: envelope(eventCard) } },
    handler: async (request) => ({ data: await events.get(request.params.id) }),
  });
  app.post('/public/events/:id/tickets', {
    schema: {
      tags,
      params: idParams,
      body: publicTicketBody,
      response: { 200: envelope(buyTicketResult) },
    },
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    handler: async (request) => ({
      data: await events.buyAsVisitor(request.params.id, request.body),
    }),
  });
  app.get('/events/tickets/mine', {
    schema: { tags, querystring: listQuery, response: { 200: envelope(ticketList) } },
    onRequest: hooks.required,
    handler: async (request) => ({
      data: await events.mine(authOf(request).userId, request.query),
    }),
  });
  app.get('/events/tickets/:id', {
    schema: { tags, params: idParams, response: { 200: envelope(ticket) } },
    handler: async (request) => ({ data: await events.ticket(request.params.id) }),
  });
  app.put('/events/tickets/:id/preferences', {
    schema: {
      tags,
      params: idParams,
      body: ticketPreferencesBody,
      response: { 200: envelope(ticket) },
    },
    handler: async (request) => ({
      data: await events.setPreferences(request.params.id, request.body.preferences),
    }),
  });
  app.post('/events/tickets/:id/unsubscribe', {
    schema: { tags, params: idParams, response: { 200: envelope(ticket) } },
    handler: async (request) => ({ data: await events.giveUp(request.params.id) }),
  });

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', hooks.required);

    member.get('/events', {
      schema: { tags, querystring: eventListQuery, response: { 200: envelope(eventList) } },
      handler: async (request) => ({ data: await events.list(request.query) }),
    });
    member.get('/events/:id', {
      schema: { tags, params: idParams, response: { 200: envelope(eventCard) } },
      handler: async (request) => ({
        data: await events.get(request.params.id, authOf(request).userId),
      }),
    });
    member.post('/events/:id/tickets', {
      schema: { tags, params: idParams, response: { 200: envelope(buyTicketResult) } },
      handler: async (request) => ({
        data: await events.buyAsMember(authOf(request).userId, request.params.id),
      }),
    });

    // The owner's side.
    member.get('/organization/:id/events', {
      schema: {
        tags,
        params: idParams,
        querystring: listQuery.extend({ past: z.stringbool().optional() }),
        response: { 200: envelope(eventList) },
      },
      handler: async (request) => ({
        data: await events.organizationEvents(
          authOf(request).userId,
          request.params.id,
          request.query,
        ),
      }),
    });
    member.post('/events', {
      schema: { tags, body: createEventBody, response: { 201: envelope(eventCard) } },
      handler: async (request, reply) =>
        reply.status(201).send({ data: await events.create(authOf(request).userId, request.body) }),
    });
    member.put('/events/:id', {
      schema: {
        tags,
        params: idParams,
        body: updateEventBody,
        response: { 200: envelope(eventCard) },
      },
      handler: async (request) => ({
        data: await events.update(authOf(request).userId, request.params.id, request.body),
      }),
    });
    member.get('/events/:id/tickets', {
      schema: {
        tags,
        params: idParams,
        querystring: attendeeListQuery,
        response: { 200: envelope(attendeeList) },
      },
      handler: async (request) => ({
        data: await events.attendees(authOf(request).userId, request.params.id, request.query),
      }),
    });
  });
};
