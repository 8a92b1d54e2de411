import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCampaignBody,
  createRewardBody,
  envelope,
  idParams,
  listRewardsQuery,
  reward,
  rewardAvailability,
  rewardAvailabilityQuery,
  rewardDetail,
  rewardList,
  rewardStatusBody,
  rewardTabs,
  updateRewardBody,
} from '@nethub/contract';
import { notFound } from '../../lib/errors.js';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { RewardsService } from './rewards.service.js';

const tags = ['rewards'];

export const rewardsRoutes: FastifyPluginAsyncZod<{
  rewards: RewardsService;
  hooks: AuthHooks;
}> = async (app, { rewards, hooks }) => {
  signedIn(app, hooks);

  app.get('/rewards', {
    schema: {
      operationId: 'listRewards',
      summary: 'Rewards and campaigns, by tab',
      tags,
      querystring: listRewardsQuery,
      response: { 200: envelope(rewardList) },
    },
    handler: async (request) => ({
      data: await rewards.list(authOf(request).userId, request.query),
    }),
  });

  app.post('/rewards', {
    schema: {
      operationId: 'createReward',
      summary: 'Offer a reward',
      tags,
      body: createRewardBody,
      response: { 201: envelope(reward) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await rewards.createStandard(authOf(request).userId, request.body) };
    },
  });

  app.get('/rewards/tabs', {
    schema: {
      operationId: 'getRewardTabs',
      summary: 'Counts of each rewards tab',
      tags,
      response: { 200: envelope(rewardTabs) },
    },
    handler: async (request) => ({ data: await rewards.tabs(authOf(request).userId) }),
  });

  app.get('/rewards/availability', {
    schema: {
      operationId: 'listAvailableRewards',
      summary: 'Rewards a connection offers (when passing them a lead)',
      tags,
      querystring: rewardAvailabilityQuery,
      response: { 200: envelope(rewardAvailability) },
    },
    handler: async (request) => ({
      data: await rewards.availability(authOf(request).userId, request.query.userId),
    }),
  });

  app.get('/rewards/:id', {
    schema: {
      operationId: 'getReward',
      summary: 'One reward',
      tags,
      params: idParams,
      response: { 200: envelope(rewardDetail) },
    },
    handler: async (request) => ({
      data: await rewards.detail(authOf(request).userId, request.params.id),
    }),
  });

  app.put('/rewards/:id', {
    schema: {
      operationId: 'updateReward',
      summary: 'Update a reward',
      tags,
      params: idParams,
      body: updateRewardBody,
      response: { 200: envelope(reward) },
    },
    handler: async (request) => ({
      data: await rewards.update(authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.put('/rewards/:id/status', {
    schema: {
      operationId: 'setRewardStatus',
      summary: 'Activate or deactivate a reward',
      tags,
      params: idParams,
      body: rewardStatusBody,
      response: { 200: envelope(reward) },
    },
    handler: async (request) => ({
      data: await rewards.setStatus(authOf(request).userId, request.params.id, request.body.status),
    }),
  });

  app.get('/campaigns/:id', {
    schema: {
      operationId: 'getCampaign',
      summary: 'One campaign',
      tags,
      params: idParams,
      response: { 200: envelope(rewardDetail) },
    },
    handler: async (request) => {
      const detail = await rewards.detail(authOf(request).userId, request.params.id);
      if (detail.rewardDetail.type !== 'campaign') throw notFound();
      return { data: detail };
    },
  });

  app.post('/campaigns', {
    schema: {
      operationId: 'createCampaign',
      summary: 'Start a campaign for chosen connections',
      tags,
      body: createCampaignBody,
      response: { 201: envelope(reward) },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return { data: await rewards.createCampaign(authOf(request).userId, request.body) };
    },
  });
};
