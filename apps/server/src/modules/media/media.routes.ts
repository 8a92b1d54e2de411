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
import { signedIn } from '../../plugins/openapi.js';
import type { MediaService } from './media.service.js';

const tags = ['media'];

export const mediaRoutes: FastifyPluginAsyncZod<{ media: MediaService; hooks: AuthHooks }> = async (
  app,
  { media, hooks },
) => {
  signedIn(app, hooks);

  app.post('/media/get-presigned-url', {
    schema: {
      operationId: 'createUpload',
      summary: "Grant an upload: a signed URL for the file's bytes",
      errors: { 400: ['FILE_TYPE_NOT_ALLOWED'], 413: ['FILE_TOO_LARGE'] },
      tags,
      body: presignBody,
      response: { 200: envelope(presignResult) },
    },
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request) => ({
      data: await media.presign(authOf(request).userId, request.body),
    }),
  });

  app.post('/media', {
    schema: {
      operationId: 'confirmUpload',
      summary: 'Add an uploaded file to the media library',
      errors: {
        400: ['UPLOAD_NOT_FOUND'],
        413: ['FILE_TOO_LARGE'],
        415: ['FILE_TYPE_NOT_ALLOWED'],
      },
      tags,
      body: createMediaBody,
      response: { 201: envelope(mediaItem) },
    },
    handler: async (request, reply) => {
      reply.status(201);
      return { data: await media.confirm(authOf(request).userId, request.body) };
    },
  });

  app.get('/media', {
    schema: {
      operationId: 'listMedia',
      summary: 'The media library, by kind',
      tags,
      querystring: mediaListQuery,
      response: { 200: envelope(mediaList) },
    },
    handler: async (request) => ({
      data: await media.listOwn(authOf(request).userId, request.query),
    }),
  });

  app.get('/media/network-directory', {
    schema: {
      operationId: 'listGroupMedia',
      summary: "Files shared in a network group's feed",
      errors: { 403: ['GROUP_MEMBERS_ONLY'] },
      tags,
      querystring: mediaListQuery.extend({ networkDirectoryId: z.uuid() }),
      response: { 200: envelope(mediaList) },
    },
    handler: async (request) => ({
      data: await media.listGroup(authOf(request).userId, request.query),
    }),
  });

  app.get('/media/:id', {
    schema: {
      operationId: 'getMedia',
      summary: 'One file of the media library',
      tags,
      params: idParams,
      response: { 200: envelope(mediaItem) },
    },
    handler: async (request) => ({
      data: await media.getOwn(authOf(request).userId, request.params.id),
    }),
  });

  app.delete('/media/:id', {
    schema: {
      operationId: 'deleteMedia',
      summary: 'Delete a file from the media library',
      tags,
      params: idParams,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => {
      await media.removeOwn(authOf(request).userId, request.params.id);
      return { data: { ok: true as const } };
    },
  });
};
