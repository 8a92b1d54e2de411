import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  idParams,
  memberProfile,
  myProfile,
  notificationConfig,
  notificationConfigBody,
  preferences,
  preferencesUpdateBody,
  PROFILE_VISIBILITY_OPTIONS,
  profileRating,
  profileUpdateBody,
  profileVisibility,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { ProfileService } from './profile.service.js';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService;
  hooks: AuthHooks;
}> = async (app, { profiles, hooks }) => {
  app.addHook('onRequest', hooks.required);

  app.get('/users/profile', {
    schema: { tags, response: { 200: envelope(myProfile) } },
    handler: async (request) => ({ data: await profiles.getMine(authOf(request).userId) }),
  });

  app.put('/users/profile', {
    schema: { tags, body: profileUpdateBody, response: { 200: envelope(myProfile) } },
    handler: async (request) => ({
      data: await profiles.updateMine(authOf(request).userId, request.body),
    }),
  });

  app.get('/users/profile-rating', {
    schema: { tags, response: { 200: envelope(profileRating) } },
    handler: async (request) => ({ data: await profiles.rating(authOf(request).userId) }),
  });

  app.get('/users/profile/:id', {
    schema: { tags, params: idParams, response: { 200: envelope(memberProfile) } },
    handler: async (request) => ({
      data: await profiles.getMember(authOf(request).userId, request.params.id),
    }),
  });

  app.get('/users/preferences', {
    schema: { tags, response: { 200: envelope(preferences) } },
    handler: async (request) => ({ data: await profiles.getPreferences(authOf(request).userId) }),
  });

  app.put('/users/preferences', {
    schema: { tags, body: preferencesUpdateBody, response: { 200: envelope(preferences) } },
    handler: async (request) => ({
      data: await profiles.updatePreferences(authOf(request).userId, request.body),
    }),
  });

  app.get('/users/preferences/profile-visibility', {
    schema: {
      tags,
      response: {
        200: envelope(z.array(z.object({ value: profileVisibility, label: z.string() }))),
      },
    },
    handler: async () => ({ data: PROFILE_VISIBILITY_OPTIONS }),
  });

  app.get('/users/notification-config', {
    schema: { tags, response: { 200: envelope(notificationConfig) } },
    handler: async (request) => ({
      data: await profiles.getNotificationConfig(authOf(request).userId),
    }),
  });

  app.post('/users/notification-config', {
    schema: { tags, body: notificationConfigBody, response: { 200: envelope(notificationConfig) } },
    handler: async (request) => ({
      data: await profiles.updateNotificationConfig(authOf(request).userId, request.body.config),
    }),
  });
};
