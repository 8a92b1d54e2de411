import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeCampaigns,
  envelope,
  leadPipeline,
  leadPipelineQuery,
  totalConnection,
  totalLeads,
  totalRevenue,
  totalStatistical,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { DashboardService } from './dashboard.service.js';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod<{
  dashboard: DashboardService;
  hooks: AuthHooks;
}> = async (app, { dashboard, hooks }) => {
  app.addHook('onRequest', hooks.required);

  app.get('/statistical/total-statistical', {
    schema: { tags, response: { 200: envelope(totalStatistical) } },
    handler: async (request) => ({
      data: await dashboard.totalStatistical(authOf(request).userId),
    }),
  });
  app.get('/statistical/total-connection', {
    schema: { tags, response: { 200: envelope(totalConnection) } },
    handler: async (request) => ({ data: await dashboard.totalConnection(authOf(request).userId) }),
  });
  app.get('/statistical/total-revenue', {
    schema: { tags, response: { 200: envelope(totalRevenue) } },
    handler: async (request) => ({ data: await dashboard.totalRevenue(authOf(request).userId) }),
  });
  app.get('/statistical/active-campaigns', {
    schema: { tags, response: { 200: envelope(activeCampaigns) } },
    handler: async (request) => ({ data: await dashboard.activeCampaigns(authOf(request).userId) }),
  });
  app.get('/statistical/total-leads', {
    schema: { tags, response: { 200: envelope(totalLeads) } },
    handler: async (request) => ({ data: await dashboard.totalLeads(authOf(request).userId) }),
  });
  app.get('/statistical/lead-pipeline', {
    schema: { tags, querystring: leadPipelineQuery, response: { 200: envelope(leadPipeline) } },
    handler: async (request) => ({
      data: await dashboard.leadPipeline(authOf(request).userId, request.query.year),
    }),
  });
};
