import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelope,
  groupReviewList,
  idParams,
  listQuery,
  myReviewList,
  reviewBody,
  reviewResult,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  hooks: AuthHooks;
}> = async (app, { reviews, hooks }) => {
  app.addHook('onRequest', hooks.required);

  app.get('/reviews/network-directory', {
    schema: { tags, querystring: listQuery, response: { 200: envelope(myReviewList) } },
    handler: async (request) => ({
      data: await reviews.mine(authOf(request).userId, request.query),
    }),
  });

  app.get('/reviews/network-directory/:id', {
    schema: {
      tags,
      params: idParams,
      querystring: listQuery,
      response: { 200: envelope(groupReviewList) },
    },
    handler: async (request) => ({
      data: await reviews.forGroup(authOf(request).userId, request.params.id, request.query),
    }),
  });

  app.post('/reviews/network-directory', {
    schema: { tags, body: reviewBody, response: { 200: envelope(reviewResult) } },
    handler: async (request) => ({
      data: await reviews.upsert(authOf(request).userId, request.body),
    }),
  });
};
