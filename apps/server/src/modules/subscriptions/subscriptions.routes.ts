import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  avatarUploadResult,
  createPlanBody,
  createSubscriberBody,
  csvFile,
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
  type SubscriberRow,
} from '@nethub/contract';
import { csvName, sendCsv, type CsvColumn } from '../../lib/csv.js';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { SubscriptionsService } from './subscriptions.service.js';

const tags = ['subscriptions'];
const SUBSCRIBER_COLUMNS: CsvColumn<SubscriberRow>[] = [
  { header: 'First name', value: (row) => row.member.firstName },
  { header: 'Last name', value: (row) => row.member.lastName },
  { header: 'E-mail', value: (row) => row.email },
  { header: 'Company', value: (row) => row.member.company },
  { header: 'Group', value: (row) => row.plan.groupName },
  { header: 'Plan', value: (row) => row.plan.name },
  { header: 'Status', value: (row) => row.status },
  { header: 'Subscribed', value: (row) => row.createdAt.slice(0, 10) },
  { header: 'Paid', value: (row) => row.paidAt?.slice(0, 10) ?? null },
  { header: 'Ends', value: (row) => row.endsAt?.slice(0, 10) ?? null },
];
const publicFormLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

export const subscriptionsRoutes: FastifyPluginAsyncZod<{
  subscriptions: SubscriptionsService;
  hooks: AuthHooks;
}> = async (app, { subscriptions, hooks }) => {
  // Open: the public pages and the payment page (the subscriber id is the capability).
  app.get('/public/subscriptions', {
    schema: {
      operationId: 'listPublicPlans',
      summary: 'Subscription plans on sale (public page)',
      tags,
      querystring: publicPlanListQuery,
      response: { 200: envelope(planCardList) },
    },
    handler: async (request) => ({ data: await subscriptions.publicPlans(request.query) }),
  });
  app.get('/public/subscriptions/:id', {
    schema: {
      operationId: 'getPublicPlan',
      summary: 'One plan on sale (public page)',
      tags,
      params: idParams,
      response: { 200: envelope(planCard) },
    },
    handler: async (request) => ({ data: await subscriptions.publicPlan(request.params.id) }),
  });
  app.post('/public/subscriptions/:id/subscribe', {
    schema: {
      operationId: 'subscribePublicly',
      summary: 'Subscribe without an account (public page)',
      errors: { 403: ['NOT_ON_SALE', 'GROUP_REQUEST_NOT_ALLOWED'], 409: ['ALREADY_PAID'] },
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
    schema: {
      operationId: 'getSubscriber',
      summary: 'A pending subscription, for its payment page',
      tags,
      params: idParams,
      response: { 200: envelope(subscriberSummary) },
    },
    handler: async (request) => ({
      data: await subscriptions.subscriberSummary(request.params.id),
    }),
  });

  await app.register(async (scope) => {
    const member = scope.withTypeProvider<ZodTypeProvider>();
    signedIn(member, hooks);

    member.get('/new-subscriptions', {
      schema: {
        operationId: 'listPlans',
        summary: 'Subscription plans on sale, or the ones the member holds',
        tags,
        querystring: subscriptionListQuery,
        response: { 200: envelope(subscriptionOfferList) },
      },
      handler: async (request) => ({
        data: await subscriptions.list(authOf(request).userId, request.query),
      }),
    });
    member.get('/new-subscriptions/:id', {
      schema: {
        operationId: 'getPlan',
        summary: 'One plan and the member’s subscription to it',
        tags,
        params: idParams,
        response: { 200: envelope(subscriptionOffer) },
      },
      handler: async (request) => ({
        data: await subscriptions.offer(authOf(request).userId, request.params.id),
      }),
    });
    member.post('/new-subscriptions/:id/subscribe', {
      schema: {
        operationId: 'subscribe',
        summary: 'Subscribe to a plan as the signed-in member',
        errors: { 403: ['NOT_ON_SALE', 'GROUP_REQUEST_NOT_ALLOWED'], 409: ['ALREADY_PAID'] },
        tags,
        params: idParams,
        response: { 200: envelope(subscribeResult) },
      },
      handler: async (request) => ({
        data: await subscriptions.subscribe(authOf(request).userId, request.params.id),
      }),
    });

    // The owner's side.
    member.get('/organization/:id/plans', {
      schema: {
        operationId: 'listOrganizationPlans',
        summary: "An organisation's plans (its owner)",
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
      schema: {
        operationId: 'createPlan',
        summary: 'Create a subscription plan (owners)',
        tags,
        body: createPlanBody,
        response: { 201: envelope(ownerPlan) },
      },
      handler: async (request, reply) =>
        reply.status(201).send({
          data: await subscriptions.createPlan(authOf(request).userId, request.body),
        }),
    });
    member.put('/new-subscriptions/:id', {
      schema: {
        operationId: 'updatePlan',
        summary: 'Update a subscription plan (owners)',
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
        operationId: 'listSubscribers',
        summary: "Subscribers of the owner's plans",
        tags,
        querystring: subscriberListQuery,
        response: { 200: envelope(subscriberList) },
      },
      handler: async (request) => ({
        data: await subscriptions.subscribersOf(authOf(request).userId, request.query),
      }),
    });
    member.get('/new-subscriptions/members/export', {
      schema: {
        operationId: 'exportSubscribers',
        summary: "Subscribers of the owner's plans, as CSV (the list filters apply)",
        tags,
        produces: ['text/csv'],
        querystring: subscriberListQuery,
        response: { 200: csvFile },
      },
      handler: async (request, reply) =>
        sendCsv(reply, csvName('subscribers'), SUBSCRIBER_COLUMNS, (page) =>
          subscriptions.subscribersOf(authOf(request).userId, { ...request.query, ...page }),
        ),
    });
    member.post('/new-subscriptions/members/create', {
      schema: {
        operationId: 'createSubscriber',
        summary: 'Add a subscriber by hand (owners)',
        errors: {
          403: ['NOT_ON_SALE', 'GROUP_REQUEST_NOT_ALLOWED'],
          409: ['ALREADY_PAID', 'USER_EXISTED'],
        },
        tags,
        body: createSubscriberBody,
        response: { 201: envelope(subscriberRow) },
      },
      handler: async (request, reply) =>
        reply.status(201).send({
          data: await subscriptions.createSubscriber(authOf(request).userId, request.body),
        }),
    });
    member.post('/new-subscriptions/members/upload-new-user-avatar', {
      schema: {
        operationId: 'grantNewMemberAvatarUpload',
        summary: "Grant an upload for a new subscriber's photo (owners)",
        errors: { 400: ['FILE_TYPE_NOT_ALLOWED'], 413: ['FILE_TOO_LARGE'] },
        tags,
        body: newUserAvatarBody,
        response: { 200: envelope(avatarUploadResult) },
      },
      handler: async (request) => ({
        data: await subscriptions.newUserAvatar(authOf(request).userId, request.body.mediaId),
      }),
    });
  });
};
