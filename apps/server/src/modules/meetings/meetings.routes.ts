import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptMeetingBody,
  calendarFile,
  counterMeetingBody,
  envelope,
  idParams,
  meeting,
  meetingList,
  meetingListQuery,
  meetingNoteBody,
  proposeMeetingBody,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { MeetingsService } from './meetings.service.js';

const tags = ['meetings'];

export const meetingsRoutes: FastifyPluginAsyncZod<{
  meetings: MeetingsService;
  hooks: AuthHooks;
}> = async (app, { meetings, hooks }) => {
  signedIn(app, hooks);

  app.get('/meetings', {
    schema: {
      operationId: 'listMeetings',
      summary: "The caller's one-to-one meetings, upcoming or past",
      tags,
      querystring: meetingListQuery,
      response: { 200: envelope(meetingList) },
    },
    handler: async (request) => ({
      data: await meetings.list(authOf(request).userId, request.query),
    }),
  });

  app.post('/meetings', {
    schema: {
      operationId: 'proposeMeeting',
      summary: 'Propose a one-to-one to a connection: times, or your booking link',
      tags,
      errors: { 400: ['NO_BOOKING_LINK'], 403: ['MEETING_NOT_CONNECTED'] },
      body: proposeMeetingBody,
      response: { 200: envelope(meeting) },
    },
    handler: async (request) => ({
      data: await meetings.propose(authOf(request).userId, request.body),
    }),
  });

  app.get('/meetings/:id', {
    schema: {
      operationId: 'getMeeting',
      summary: 'One of the caller’s meetings',
      tags,
      params: idParams,
      response: { 200: envelope(meeting) },
    },
    handler: async (request) => ({
      data: await meetings.get(authOf(request).userId, request.params.id),
    }),
  });

  app.post('/meetings/:id/accept', {
    schema: {
      operationId: 'acceptMeeting',
      summary: 'Accept one of the times offered (the member whose turn it is)',
      tags,
      errors: { 409: ['MEETING_STATE'] },
      params: idParams,
      body: acceptMeetingBody,
      response: { 200: envelope(meeting) },
    },
    handler: async (request) => ({
      data: await meetings.accept(authOf(request).userId, request.params.id, request.body.optionId),
    }),
  });

  app.post('/meetings/:id/decline', {
    schema: {
      operationId: 'declineMeeting',
      summary: 'Decline the times offered (the member whose turn it is)',
      tags,
      errors: { 409: ['MEETING_STATE'] },
      params: idParams,
      response: { 200: envelope(meeting) },
    },
    handler: async (request) => ({
      data: await meetings.decline(authOf(request).userId, request.params.id),
    }),
  });

  app.post('/meetings/:id/counter', {
    schema: {
      operationId: 'counterMeeting',
      summary: 'Propose other times (your turn, or to move an accepted meeting)',
      tags,
      errors: { 409: ['MEETING_STATE'] },
      params: idParams,
      body: counterMeetingBody,
      response: { 200: envelope(meeting) },
    },
    handler: async (request) => ({
      data: await meetings.counter(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.post('/meetings/:id/cancel', {
    schema: {
      operationId: 'cancelMeeting',
      summary: 'Cancel a proposed or accepted meeting (either member)',
      tags,
      errors: { 409: ['MEETING_STATE'] },
      params: idParams,
      response: { 200: envelope(meeting) },
    },
    handler: async (request) => ({
      data: await meetings.cancel(authOf(request).userId, request.params.id),
    }),
  });

  app.put('/meetings/:id/note', {
    schema: {
      operationId: 'saveMeetingNote',
      summary: 'Your private "how did it go / next step" note on a meeting',
      tags,
      errors: { 409: ['MEETING_STATE'] },
      params: idParams,
      body: meetingNoteBody,
      response: { 200: envelope(meeting) },
    },
    handler: async (request) => ({
      data: await meetings.saveNote(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.get('/meetings/:id/calendar', {
    schema: {
      operationId: 'meetingCalendarFile',
      summary: 'The meeting as an iCalendar file ("Add to calendar")',
      tags,
      errors: { 409: ['MEETING_STATE'] },
      produces: ['text/calendar'],
      params: idParams,
      response: { 200: calendarFile },
    },
    handler: async (request, reply) => {
      const ics = await meetings.calendar(authOf(request).userId, request.params.id);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="meeting-${request.params.id}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(ics);
    },
  });
};
