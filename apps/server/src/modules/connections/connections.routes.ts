import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  connectByEmailBody,
  connectionList,
  connectionResponseBody,
  connectionResult,
  connectionTabs,
  connectRequestBody,
  disconnectBody,
  envelope,
  exploreList,
  exploreQuery,
  inviteByEmailResult,
  listConnectionsQuery,
  okResult,
  withdrawRequestBody,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { ConnectionsService } from './connections.service.js';

const tags = ['connections'];

export const connectionsRoutes: FastifyPluginAsyncZod<{
  connections: ConnectionsService;
  hooks: AuthHooks;
}> = async (app, { connections, hooks }) => {
  signedIn(app, hooks);

  app.get('/connections', {
    schema: {
      operationId: 'listConnections',
      summary: 'Connections and requests, by tab',
      tags,
      querystring: listConnectionsQuery,
      response: { 200: envelope(connectionList) },
    },
    handler: async (request) => ({
      data: await connections.list(authOf(request).userId, request.query),
    }),
  });

  app.get('/connections/tabs', {
    schema: {
      operationId: 'getConnectionTabs',
      summary: 'Counts of each connections tab',
      tags,
      response: { 200: envelope(connectionTabs) },
    },
    handler: async (request) => ({ data: await connections.tabs(authOf(request).userId) }),
  });

  app.get('/connections/explore', {
    schema: {
      operationId: 'exploreMembers',
      summary: 'Search members to connect with',
      tags,
      querystring: exploreQuery,
      response: { 200: envelope(exploreList) },
    },
    handler: async (request) => ({
      data: await connections.explore(authOf(request).userId, request.query),
    }),
  });

  app.post('/connections/request', {
    schema: {
      operationId: 'requestConnection',
      summary: 'Ask a member to connect',
      errors: {
        400: ['CANNOT_CONNECT_TO_SELF', 'RECIPIENT_IS_ORG_OWNER'],
        404: ['RECIPIENT_NOT_FOUND'],
        409: ['ALREADY_CONNECTED', 'ALREADY_SENT_REQUEST'],
      },
      tags,
      body: connectRequestBody,
      response: { 200: envelope(connectionResult) },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => {
      const me = authOf(request).userId;
      const { userId, email } = request.body;
      if (userId) return { data: await connections.request(me, userId) };
      const outcome = await connections.requestByEmail(me, email!, { inviteNonMembers: false });
      return { data: outcome.connection! };
    },
  });

  app.post('/connections/request-by-email', {
    schema: {
      operationId: 'requestConnectionByEmail',
      summary: 'Ask someone to connect by e-mail (invites non-members)',
      errors: {
        400: ['CANNOT_CONNECT_TO_SELF', 'RECIPIENT_IS_ORG_OWNER'],
        404: ['RECIPIENT_NOT_FOUND'],
        409: ['ALREADY_CONNECTED', 'ALREADY_SENT_REQUEST'],
      },
      tags,
      body: connectByEmailBody,
      response: {
        200: envelope(z.union([z.object({ connection: connectionResult }), inviteByEmailResult])),
      },
    },
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request) => ({
      data: await connections.requestByEmail(authOf(request).userId, request.body.email, {
        inviteNonMembers: true,
      }),
    }),
  });

  app.post('/connections/response', {
    schema: {
      operationId: 'respondToConnection',
      summary: 'Accept or decline a connection request',
      errors: { 409: ['ALREADY_CONNECTED'] },
      tags,
      body: connectionResponseBody,
      response: { 200: envelope(connectionResult) },
    },
    handler: async (request) => ({
      data: await connections.respond(
        authOf(request).userId,
        request.body.connectionId,
        request.body.status,
      ),
    }),
  });

  app.post('/connections/withdraw', {
    schema: {
      operationId: 'withdrawConnectionRequest',
      summary: 'Take back a connection request I sent',
      errors: { 403: ['FORBIDDEN'], 409: ['ALREADY_CONNECTED'] },
      tags,
      body: withdrawRequestBody,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => {
      await connections.withdraw(authOf(request).userId, request.body.connectionId);
      return { data: { ok: true as const } };
    },
  });

  app.post('/connections/disconnect', {
    schema: {
      operationId: 'disconnect',
      summary: 'End a connection',
      tags,
      body: disconnectBody,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => {
      await connections.disconnect(authOf(request).userId, request.body.userId);
      return { data: { ok: true as const } };
    },
  });
};
