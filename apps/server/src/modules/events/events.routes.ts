import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attendeeList,
  attendeeListQuery,
  buyTicketResult,
  calendarFile,
  createEventBody,
  csvFile,
  FOOD_PREFERENCES,
  envelope,
  eventCard,
  eventList,
  eventListQuery,
  idParams,
  listQuery,
  publicEvent,
  publicTicketBody,
  ticket,
  ticketList,
  ticketPreferencesBody,
  updateEventBody,
  type Attendee,
} from '@nethub/contract';
import { csvName, sendCsv, type CsvColumn } from '../../lib/csv.js';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { EventsService } from './events.service.js';

const tags = ['events'];

const foodLabel = new Map(FOOD_PREFERENCES.map((food) => [food.value as string, food.label]));
const ATTENDEE_COLUMNS: CsvColumn<Attendee>[] = [
  { header: 'First name', value: (row) => row.firstName },
  { header: 'Last name', value: (row) => row.lastName },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Ticket', value: (row) => row.status },
  { header: 'Paid', value: (row) => row.paidAt?.slice(0, 10) ?? null },
  {
    header: 'Food preferences',
    value: (row) => row.preferences.map((food) => foodLabel.get(food) ?? food).join('; '),
  },
];

export const eventsRoutes: FastifyPluginAsyncZod<{
  events: EventsService;
  hooks: AuthHooks;
}> = async (app, { events, hooks }) => {
  // Open: event pages and the holder's ticket (the ticket id is the holder's capability).
  app.get('/public/events/:id', {
    schema: {
      operationId: 'getPublicEvent',
      summary: 'An event on sale (public page)',
      tags,
      params: idParams,
      response: { 200: envelope(publicEvent) },
    },
    handler: async (request) => ({ data: await events.getPublic(request.params.id) }),
  });
  app.post('/public/events/:id/tickets', {
    schema: {
      operationId: 'buyTicketPublicly',
      summary: 'Take a ticket without an account (public page)',
      errors: { 403: ['NOT_ON_SALE'], 409: ['ALREADY_PAID', 'EVENT_SOLD_OUT'] },
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
    schema: {
      operationId: 'listMyTickets',
      summary: "The member's tickets",
      tags,
      querystring: listQuery,
      response: { 200: envelope(ticketList) },
    },
    onRequest: hooks.required,
    handler: async (request) => ({
      data: await events.mine(authOf(request).userId, request.query),
    }),
  });
  app.get('/events/tickets/:id', {
    schema: {
      operationId: 'getTicket',
      summary: 'One ticket, by its id',
      tags,
      params: idParams,
      response: { 200: envelope(ticket) },
    },
    handler: async (request) => ({ data: await events.ticket(request.params.id) }),
  });
  app.get('/events/tickets/:id/calendar', {
    schema: {
      operationId: 'ticketCalendarFile',
      summary: 'A ticket\'s event as an iCalendar file ("Add to calendar")',
      errors: { 403: ['NOT_ON_SALE'] },
      tags,
      produces: ['text/calendar'],
      params: idParams,
      response: { 200: calendarFile },
    },
    handler: async (request, reply) =>
      reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="event.ics"')
        .header('cache-control', 'private, no-store')
        .send(await events.ticketCalendar(request.params.id)),
  });
  app.put('/events/tickets/:id/preferences', {
    schema: {
      operationId: 'setTicketFoodPreferences',
      summary: "Set a ticket's food preferences",
      errors: { 403: ['NOT_ON_SALE'] },
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
    schema: {
      operationId: 'cancelTicket',
      summary: 'Cancel a ticket',
      tags,
      params: idParams,
      response: { 200: envelope(ticket) },
    },
    handler: async (request) => ({ data: await events.giveUp(request.params.id) }),
  });

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    signedIn(member, hooks);

    member.get('/events', {
      schema: {
        operationId: 'listEvents',
        summary: 'Events on sale, by group or search',
        tags,
        querystring: eventListQuery,
        response: { 200: envelope(eventList) },
      },
      handler: async (request) => ({ data: await events.list(request.query) }),
    });
    member.get('/events/:id', {
      schema: {
        operationId: 'getEvent',
        summary: 'One event (on sale, or any of the owner’s)',
        tags,
        params: idParams,
        response: { 200: envelope(eventCard) },
      },
      handler: async (request) => ({
        data: await events.get(request.params.id, authOf(request).userId),
      }),
    });
    member.post('/events/:id/tickets', {
      schema: {
        operationId: 'buyTicket',
        summary: 'Take a ticket as the signed-in member',
        errors: { 403: ['NOT_ON_SALE'], 409: ['ALREADY_PAID', 'EVENT_SOLD_OUT'] },
        tags,
        params: idParams,
        response: { 200: envelope(buyTicketResult) },
      },
      handler: async (request) => ({
        data: await events.buyAsMember(authOf(request).userId, request.params.id),
      }),
    });

    // The owner's side.
    member.get('/organization/:id/events', {
      schema: {
        operationId: 'listOrganizationEvents',
        summary: "An organisation's events (its owner)",
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
      schema: {
        operationId: 'createEvent',
        summary: 'Create an event (owners)',
        tags,
        body: createEventBody,
        response: { 201: envelope(eventCard) },
      },
      handler: async (request, reply) =>
        reply.status(201).send({ data: await events.create(authOf(request).userId, request.body) }),
    });
    member.put('/events/:id', {
      schema: {
        operationId: 'updateEvent',
        summary: 'Update an event (owners)',
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
        operationId: 'listEventAttendees',
        summary: "An event's attendees and their food preferences (owners)",
        tags,
        params: idParams,
        querystring: attendeeListQuery,
        response: { 200: envelope(attendeeList) },
      },
      handler: async (request) => ({
        data: await events.attendees(authOf(request).userId, request.params.id, request.query),
      }),
    });
    member.get('/events/:id/tickets/export', {
      schema: {
        operationId: 'exportEventAttendees',
        summary: "An event's attendees and their food preferences, as CSV (owners)",
        tags,
        produces: ['text/csv'],
        params: idParams,
        querystring: attendeeListQuery,
        response: { 200: csvFile },
      },
      handler: async (request, reply) =>
        sendCsv(reply, csvName('attendees'), ATTENDEE_COLUMNS, (page) =>
          events.attendees(authOf(request).userId, request.params.id, {
            ...request.query,
            ...page,
          }),
        ),
    });
  });
};
