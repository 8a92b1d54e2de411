import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkNewPostsQuery,
  createPostBody,
  envelope,
  groupFeedParams,
  idParams,
  listQuery,
  mentionSuggestions,
  mentionSuggestionsQuery,
  newPostsCheck,
  okResult,
  post,
  postFeed,
  postFeedQuery,
  postResponse,
  postResponseBody,
  postResponseList,
  updatePostBody,
  reactionBody,
  reactionSummary,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { PostsService } from './posts.service.js';

const tags = ['community posts'];

export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService; hooks: AuthHooks }> = async (
  app,
  { posts, hooks },
) => {
  signedIn(app, hooks);

  app.get('/community-posts', {
    schema: {
      operationId: 'listCommunityPosts',
      summary: 'The community feed',
      tags,
      querystring: postFeedQuery,
      response: { 200: envelope(postFeed) },
    },
    handler: async (request) => ({ data: await posts.feed(authOf(request).userId, request.query) }),
  });

  app.get('/community-posts/check-new', {
    schema: {
      operationId: 'countNewPosts',
      summary: 'How many posts are newer than the feed shown',
      tags,
      querystring: checkNewPostsQuery,
      response: { 200: envelope(newPostsCheck) },
    },
    handler: async (request) => ({
      data: await posts.checkNew(
        authOf(request).userId,
        request.query.fromDate,
        request.query.networkDirectoryId,
      ),
    }),
  });

  app.get('/community-posts/mention-suggestions', {
    schema: {
      operationId: 'suggestMentions',
      summary: 'Members I may @mention in a post of a feed, by name',
      description:
        "The community feed's active members, or with `networkDirectoryId` that group's members (I must be one); never me.",
      errors: { 403: ['GROUP_MEMBERS_ONLY'] },
      tags,
      querystring: mentionSuggestionsQuery,
      response: { 200: envelope(mentionSuggestions) },
    },
    handler: async (request) => ({
      data: await posts.mentionSuggestions(
        authOf(request).userId,
        request.query.q,
        request.query.networkDirectoryId,
      ),
    }),
  });

  /** A group's feed (spec: GET /community-posts/{id}). */
  app.get('/community-posts/:id', {
    schema: {
      operationId: 'listGroupPosts',
      summary: "A network group's members-only feed",
      tags,
      params: groupFeedParams,
      querystring: postFeedQuery,
      response: { 200: envelope(postFeed) },
    },
    handler: async (request) => ({
      data: await posts.feed(authOf(request).userId, request.query, request.params.id),
    }),
  });

  app.get('/community-posts/detail/:id', {
    schema: {
      operationId: 'getPost',
      summary: 'One post',
      tags,
      params: idParams,
      response: { 200: envelope(post) },
    },
    handler: async (request) => ({
      data: await posts.detail(authOf(request).userId, request.params.id),
    }),
  });

  app.post('/community-posts', {
    schema: {
      operationId: 'createPost',
      summary: "Post to the community feed or a group's feed",
      errors: { 400: ['MENTION_NOT_ALLOWED'] },
      tags,
      body: createPostBody,
      response: { 201: envelope(post) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await posts.create(authOf(request).userId, request.body) };
    },
  });

  app.put('/community-posts/:id', {
    schema: {
      operationId: 'updatePost',
      summary: 'Edit a post (its author)',
      errors: { 400: ['MENTION_NOT_ALLOWED'], 403: ['FORBIDDEN'] },
      tags,
      params: idParams,
      body: updatePostBody,
      response: { 200: envelope(post) },
    },
    handler: async (request) => ({
      data: await posts.update(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.put('/community-posts/:id/deactivate', {
    schema: {
      operationId: 'deactivatePost',
      summary: "Take a post down (its author or the group's owner)",
      errors: { 403: ['FORBIDDEN'] },
      tags,
      params: idParams,
      response: { 200: envelope(okResult) },
    },
    handler: async (request) => ({
      data: await posts.deactivate(authOf(request).userId, request.params.id),
    }),
  });

  app.get('/community-posts/detail/:id/responses', {
    schema: {
      operationId: 'listPostResponses',
      summary: 'Responses to a post',
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
      operationId: 'respondToPost',
      summary: 'Respond to a post',
      errors: { 400: ['MENTION_NOT_ALLOWED'] },
      tags,
      params: idParams,
      body: postResponseBody,
      response: { 201: envelope(postResponse) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return {
        data: await posts.respond(authOf(request).userId, request.params.id, request.body),
      };
    },
  });

  for (const [path, target] of [
    ['/community-posts/:id/reaction', 'Post'],
    ['/community-posts/responses/:id/reaction', 'PostResponse'],
  ] as const) {
    const what = target === 'Post' ? 'a post' : 'a response';
    const react = target === 'Post' ? posts.reactToPost : posts.reactToResponse;
    app.put(path, {
      schema: {
        operationId: `reactTo${target}`,
        summary: `Give my reaction to ${what}, or change it`,
        tags,
        params: idParams,
        body: reactionBody,
        response: { 200: envelope(reactionSummary) },
      },
      handler: async (request) => ({
        data: await react(authOf(request).userId, request.params.id, request.body.emoji),
      }),
    });
    app.delete(path, {
      schema: {
        operationId: `takeBackReactionTo${target}`,
        summary: `Take back my reaction to ${what}`,
        tags,
        params: idParams,
        response: { 200: envelope(reactionSummary) },
      },
      handler: async (request) => ({
        data: await react(authOf(request).userId, request.params.id, null),
      }),
    });
  }
};
