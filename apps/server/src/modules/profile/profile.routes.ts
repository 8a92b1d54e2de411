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
import { signedIn } from '../../plugins/openapi.js';
import type { ProfileService } from './profile.service.js';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService;
  hooks: AuthHooks;
}> = async (app, { profiles, hooks }) => {
  signedIn(app, hooks);

  app.get('/users/profile', {
    schema: {
      operationId: 'getMyProfile',
      summary: "The signed-in member's profile",
      tags,
      response: { 200: envelope(myProfile) },
    },
    handler: async (request) => ({ data: await profiles.getMine(authOf(request).userId) }),
  });

  app.put('/users/profile', {
    schema: {
      operationId: 'updateMyProfile',
      summary: "Update the signed-in member's profile",
      tags,
      body: profileUpdateBody,
      response: { 200: envelope(myProfile) },
    },
    handler: async (request) => ({
      data: await profiles.updateMine(authOf(request).userId, request.body),
    }),
  });

  app.get('/users/profile-rating', {
    schema: {
      operationId: 'getProfileCompleteness',
      summary: 'How complete the profile is, and what is missing',
      tags,
      response: { 200: envelope(profileRating) },
    },
    handler: async (request) => ({ data: await profiles.rating(authOf(request).userId) }),
  });

  app.get('/users/profile/:id', {
    schema: {
      operationId: 'getProfile',
      summary: "Another member's profile (as their visibility allows)",
      tags,
      params: idParams,
      response: { 200: envelope(memberProfile) },
    },
    handler: async (request) => ({
      data: await profiles.getMember(authOf(request).userId, request.params.id),
    }),
  });

  app.get('/users/preferences', {
    schema: {
      operationId: 'getPreferences',
      summary: 'Currency, location and food preferences',
      tags,
      response: { 200: envelope(preferences) },
    },
    handler: async (request) => ({ data: await profiles.getPreferences(authOf(request).userId) }),
  });

  app.put('/users/preferences', {
    schema: {
      operationId: 'updatePreferences',
      summary: 'Update currency, location and food preferences',
      tags,
      body: preferencesUpdateBody,
      response: { 200: envelope(preferences) },
    },
    handler: async (request) => ({
      data: await profiles.updatePreferences(authOf(request).userId, request.body),
    }),
  });

  app.get('/users/preferences/profile-visibility', {
    schema: {
      operationId: 'getProfileVisibility',
      summary: 'Who may see the profile',
      tags,
      response: {
        200: envelope(z.array(z.object({ value: profileVisibility, label: z.string() }))),
      },
    },
    handler: async () => ({ data: PROFILE_VISIBILITY_OPTIONS }),
  });

  app.get('/users/notification-config', {
    schema: {
      operationId: 'getNotificationSettings',
      summary: 'The notification switches',
      tags,
      response: { 200: envelope(notificationConfig) },
    },
    handler: async (request) => ({
      data: await profiles.getNotificationConfig(authOf(request).userId),
    }),
  });

  app.post('/users/notification-config', {
    schema: {
      operationId: 'updateNotificationSettings',
      summary: 'Turn notification switches on or off',
      tags,
      body: notificationConfigBody,
      response: { 200: envelope(notificationConfig) },
    },
    handler: async (request) => ({
      data: await profiles.updateNotificationConfig(authOf(request).userId, request.body.config),
    }),
  });
};
