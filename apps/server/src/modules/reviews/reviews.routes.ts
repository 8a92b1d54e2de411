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
import { signedIn } from '../../plugins/openapi.js';
import type { ReviewsService } from './reviews.service.js';

const tags = ['reviews'];

export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  hooks: AuthHooks;
}> = async (app, { reviews, hooks }) => {
  signedIn(app, hooks);

  app.get('/reviews/network-directory', {
    schema: {
      operationId: 'listMyReviews',
      summary: 'Reviews the member wrote',
      tags,
      querystring: listQuery,
      response: { 200: envelope(myReviewList) },
    },
    handler: async (request) => ({
      data: await reviews.mine(authOf(request).userId, request.query),
    }),
  });

  app.get('/reviews/network-directory/:id', {
    schema: {
      operationId: 'listGroupReviews',
      summary: "A group's reviews",
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
    schema: {
      operationId: 'reviewGroup',
      summary: 'Review a group',
      errors: { 403: ['GROUP_OWNER_ACTION', 'GROUP_MEMBERS_ONLY'] },
      tags,
      body: reviewBody,
      response: { 200: envelope(reviewResult) },
    },
    handler: async (request) => ({
      data: await reviews.upsert(authOf(request).userId, request.body),
    }),
  });
};
