import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deviceTokenBody,
  deviceTokenRegistration,
  deviceTokens as deviceTokensResult,
  envelope,
  okResult,
} from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import { deviceTokens } from './devices.tables.js';

const tags = ['devices'];

/**
 * Device tokens for push. GET /users/device-auth-token (the spec names it only) answers the
 * member's own registered tokens, whether push delivery is configured and, for Web Push, the
 * VAPID public key a browser subscribes with.
 */
export const devicesRoutes: FastifyPluginAsyncZod<{
  db: Db;
  hooks: AuthHooks;
  vapidPublicKey: string | null;
}> = async (app, { db, hooks, vapidPublicKey }) => {
  signedIn(app, hooks);

  app.put('/users/update-device-token', {
    schema: {
      operationId: 'registerDevice',
      summary: 'Register a device for push notifications',
      tags,
      body: deviceTokenRegistration,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => {
      const userId = authOf(request).userId;
      await db
        .insert(deviceTokens)
        .values({ token: request.body.deviceToken, userId })
        .onConflictDoUpdate({ target: deviceTokens.token, set: { userId, createdAt: new Date() } });
      return { data: { ok: true as const } };
    },
  });

  app.put('/users/remove-device-token', {
    schema: {
      operationId: 'unregisterDevice',
      summary: 'Remove a device from push notifications',
      tags,
      body: deviceTokenBody,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => {
      await db
        .delete(deviceTokens)
        .where(
          and(
            eq(deviceTokens.token, request.body.deviceToken),
            eq(deviceTokens.userId, authOf(request).userId),
          ),
        );
      return { data: { ok: true as const } };
    },
  });

  app.get('/users/device-auth-token', {
    schema: {
      operationId: 'getPushConfig',
      summary: "The member's push devices, and the Web Push public key",
      tags,
      response: { 200: envelope(deviceTokensResult) },
    },
    handler: async (request) => {
      const rows = await db
        .select()
        .from(deviceTokens)
        .where(eq(deviceTokens.userId, authOf(request).userId))
        .orderBy(desc(deviceTokens.createdAt))
        .limit(50);
      return {
        data: {
          tokens: rows.map((r) => ({ deviceToken: r.token, createdAt: r.createdAt.toISOString() })),
          pushEnabled: vapidPublicKey !== null,
          vapidPublicKey,
        },
      };
    },
  });
};
