import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMediaBody,
  envelope,
  idParams,
  mediaItem,
  mediaList,
  mediaListQuery,
  okResult,
  presignBody,
  presignResult,
} from '@nethub/contract';
import { z } from 'zod';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { MediaService } from './media.service.js';

const tags = ['media'];

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService; hooks: AuthHooks }> = async (
  app,
  { media, hooks },
) => {
  app.addHook('onRequest', hooks.required);

  app.post('/media/get-presigned-url', {
    schema: { tags, body: presignBody, response: { 200: envelope(presignResult) } },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => ({
      data: await media.presign(authOf(request).userId, request.body),
    }),
  });

  app.post('/media', {
    schema: { tags, body: createMediaBody, response: { 201: envelope(mediaItem) } },
    handler: async (request, reply) => {
      reply.status(201);
      return { data: await media.confirm(authOf(request).userId, request.body) };
    },
  });

  app.get('/media', {
    schema: { tags, querystring: mediaListQuery, response: { 200: envelope(mediaList) } },
    handler: async (request) => ({
      data: await media.listOwn(authOf(request).userId, request.query),
    }),
  });

  app.get('/media/network-directory', {
    schema: {
      tags,
      querystring: mediaListQuery.extend({ networkDirectoryId: z.uuid() }),
      response: { 200: envelope(mediaList) },
    },
    handler: async (request) => ({
      data: await media.listGroup(authOf(request).userId, request.query),
    }),
  });

  app.get('/media/:id', {
    schema: { tags, params: idParams, response: { 200: envelope(mediaItem) } },
    handler: async (request) => ({
      data: await media.getOwn(authOf(request).userId, request.params.id),
    }),
  });

  app.delete('/media/:id', {
    schema: { tags, params: idParams, response: { 200: envelope(okResult) } },
    handler: async (request) => {
      await media.removeOwn(authOf(request).userId, request.params.id);
      return { data: { ok: true as const } };
    },
  });
};
