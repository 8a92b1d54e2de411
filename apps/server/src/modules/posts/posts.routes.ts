import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkNewPostsQuery,
  createPostBody,
  envelope,
  groupFeedParams,
  idParams,
  listQuery,
  newPostsCheck,
  okResult,
  post,
  postFeed,
  postFeedQuery,
  postResponse,
  postResponseBody,
  postResponseList,
  updatePostBody,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { PostsService } from './posts.service.js';

const tags = ['community posts'];

export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService; hooks: AuthHooks }> = async (
  app,
  { posts, hooks },
) => {
  app.addHook('onRequest', hooks.required);

  app.get('/community-posts', {
    schema: { tags, querystring: postFeedQuery, response: { 200: envelope(postFeed) } },
    handler: async (request) => ({ data: await posts.feed(authOf(request).userId, request.query) }),
  });

  app.get('/community-posts/check-new', {
    schema: { tags, querystring: checkNewPostsQuery, response: { 200: envelope(newPostsCheck) } },
    handler: async (request) => ({
      data: await posts.checkNew(
        authOf(request).userId,
        request.query.fromDate,
        request.query.networkDirectoryId,
      ),
    }),
  });

  /** A group's feed (spec: GET /community-posts/{id}). */
  app.get('/community-posts/:networkDirectoryId', {
    schema: {
      tags,
      params: groupFeedParams,
      querystring: postFeedQuery,
      response: { 200: envelope(postFeed) },
    },
    handler: async (request) => ({
      data: await posts.feed(
        authOf(request).userId,
        request.query,
        request.params.networkDirectoryId,
      ),
    }),
  });

  app.get('/community-posts/detail/:id', {
    schema: { tags, params: idParams, response: { 200: envelope(post) } },
    handler: async (request) => ({
      data: await posts.detail(authOf(request).userId, request.params.id),
    }),
  });

  app.post('/community-posts', {
    schema: { tags, body: createPostBody, response: { 201: envelope(post) } },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await posts.create(authOf(request).userId, request.body) };
    },
  });

  app.put('/community-posts/:id', {
    schema: { tags, params: idParams, body: updatePostBody, response: { 200: envelope(post) } },
    handler: async (request) => ({
      data: await posts.update(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.put('/community-posts/:id/deactivate', {
    schema: { tags, params: idParams, response: { 200: envelope(okResult) } },
    handler: async (request) => ({
      data: await posts.deactivate(authOf(request).userId, request.params.id),
    }),
  });

  app.get('/community-posts/detail/:id/responses', {
    schema: {
      tags,
      params: idParams,
      querystring: listQuery,
      response: { 200: envelope(postResponseList) },
    },
    handler: async (request) => ({
      data: await posts.responses(authOf(request).userId, request.params.id, request.query),
    }),
  });

  app.post('/community-posts/detail/:id/responses', {
    schema: {
      tags,
      params: idParams,
      body: postResponseBody,
      response: { 201: envelope(postResponse) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return {
        data: await posts.respond(authOf(request).userId, request.params.id, request.body.content),
      };
    },
  });
};
