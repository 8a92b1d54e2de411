import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarUploadResult,
  createPlanBody,
  createSubscriberBody,
  envelope,
  idParams,
  listQuery,
  newUserAvatarBody,
  ownerPlan,
  ownerPlanList,
  planCard,
  planCardList,
  publicPlanListQuery,
  publicSubscribeBody,
  subscribeResult,
  subscriberList,
  subscriberListQuery,
  subscriberRow,
  subscriberSummary,
  subscriptionListQuery,
  subscriptionOffer,
  subscriptionOfferList,
  updatePlanBody,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { SubscriptionsService } from './subscriptions.service.js';

const tags = ['subscriptions'];
const publicFormLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  hooks: AuthHooks;
}> = async (app, { subscriptions, hooks }) => {
  // Open: the public pages and the payment page (the subscriber id is the capability).
  app.get('/public/subscriptions', {
    schema: { tags, querystring: publicPlanListQuery, response: { 200: envelope(planCardList) } },
    handler: async (request) => ({ data: await subscriptions.publicPlans(request.query) }),
  });
  app.get('/public/subscriptions/:id', {
    schema: { tags, params: idParams, response: { 200: envelope(planCard) } },
    handler: async (request) => ({ data: await subscriptions.publicPlan(request.params.id) }),
  });
  app.post('/public/subscriptions/:id/subscribe', {
    schema: {
      tags,
      params: idParams,
      body: publicSubscribeBody,
      response: { 200: envelope(subscribeResult) },
    },
    config: publicFormLimit,
    handler: async (request) => ({
      data: await subscriptions.publicSubscribe(request.params.id, request.body),
    }),
  });
  app.get('/new-subscriptions/subscriber/:id', {
    schema: { tags, params: idParams, response: { 200: envelope(subscriberSummary) } },
    handler: async (request) => ({
      data: await subscriptions.subscriberSummary(request.params.id),
    }),
  });

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    member.addHook('onRequest', hooks.required);

    member.get('/new-subscriptions', {
      schema: {
        tags,
        querystring: subscriptionListQuery,
        response: { 200: envelope(subscriptionOfferList) },
      },
      handler: async (request) => ({
        data: await subscriptions.list(authOf(request).userId, request.query),
      }),
    });
    member.get('/new-subscriptions/:id', {
      schema: { tags, params: idParams, response: { 200: envelope(subscriptionOffer) } },
      handler: async (request) => ({
        data: await subscriptions.offer(authOf(request).userId, request.params.id),
      }),
    });
    member.post('/new-subscriptions/:id/subscribe', {
      schema: { tags, params: idParams, response: { 200: envelope(subscribeResult) } },
      handler: async (request) => ({
        data: await subscriptions.subscribe(authOf(request).userId, request.params.id),
      }),
    });

    // The owner's side.
    member.get('/organization/:id/plans', {
      schema: {
        tags,
        params: idParams,
        querystring: listQuery.extend({ groupId: z.uuid().optional() }),
        response: { 200: envelope(ownerPlanList) },
      },
      handler: async (request) => ({
        data: await subscriptions.organizationPlans(
          authOf(request).userId,
          request.params.id,
          request.query,
        ),
      }),
    });
    member.post('/new-subscriptions', {
      schema: { tags, body: createPlanBody, response: { 201: envelope(ownerPlan) } },
      handler: async (request, reply) =>
        reply.status(201).send({
          data: await subscriptions.createPlan(authOf(request).userId, request.body),
        }),
    });
    member.put('/new-subscriptions/:id', {
      schema: {
        tags,
        params: idParams,
        body: updatePlanBody,
        response: { 200: envelope(ownerPlan) },
      },
      handler: async (request) => ({
        data: await subscriptions.updatePlan(
          authOf(request).userId,
          request.params.id,
          request.body,
        ),
      }),
    });
    member.get('/new-subscriptions/members', {
      schema: {
        tags,
        querystring: subscriberListQuery,
        response: { 200: envelope(subscriberList) },
      },
      handler: async (request) => ({
        data: await subscriptions.subscribersOf(authOf(request).userId, request.query),
      }),
    });
    member.post('/new-subscriptions/members/create', {
      schema: { tags, body: createSubscriberBody, response: { 201: envelope(subscriberRow) } },
      handler: async (request, reply) =>
        reply.status(201).send({
          data: await subscriptions.createSubscriber(authOf(request).userId, request.body),
        }),
    });
    member.post('/new-subscriptions/members/upload-new-user-avatar', {
      schema: { tags, body: newUserAvatarBody, response: { 200: envelope(avatarUploadResult) } },
      handler: async (request) => ({
        data: await subscriptions.newUserAvatar(authOf(request).userId, request.body.mediaId),
      }),
    });
  });
};
