import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  idParams,
  notificationCounts,
  notificationList,
  notificationListQuery,
  readAllNotificationsBody,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { NotificationsService } from './notifications.service.js';

const tags = ['notifications'];

export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  hooks: AuthHooks;
}> = async (app, { notifications, hooks }) => {
  signedIn(app, hooks);

  app.get('/notification', {
    schema: {
      operationId: 'listNotifications',
      summary: 'Notifications, personal or group tab',
      tags,
      querystring: notificationListQuery,
      response: { 200: envelope(notificationList) },
    },
    handler: async (request) => ({
      data: await notifications.list(authOf(request).userId, request.query),
    }),
  });

  app.get('/notification/count-notification', {
    schema: {
      operationId: 'countUnreadNotifications',
      summary: 'Unread notification counts',
      tags,
      response: { 200: envelope(notificationCounts) },
    },
    handler: async (request) => ({ data: await notifications.counts(authOf(request).userId) }),
  });

  app.post('/notification/read-notification/:id', {
    schema: {
      operationId: 'markNotificationRead',
      summary: 'Mark one notification read',
      tags,
      params: idParams,
      response: { 200: envelope(notificationCounts) },
    },
    handler: async (request) => ({
      data: await notifications.read(authOf(request).userId, request.params.id),
    }),
  });

  app.post('/notification/read-all-notification', {
    schema: {
      operationId: 'markAllNotificationsRead',
      summary: 'Mark every notification read',
      tags,
      body: readAllNotificationsBody.optional(),
      response: { 200: envelope(notificationCounts) },
    },
    handler: async (request) => ({
      data: await notifications.readAll(authOf(request).userId, request.body?.networkDirectoryId),
    }),
  });
};
