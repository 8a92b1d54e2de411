import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeCampaigns,
  envelope,
  homeFigures,
  leadPipeline,
  leadPipelineQuery,
  totalConnection,
  totalLeads,
  totalRevenue,
  totalStatistical,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { DashboardService } from './dashboard.service.js';

const tags = ['dashboard'];

export const dashboardRoutes: FastifyPluginAsyncZod<{
  dashboard: DashboardService;
  hooks: AuthHooks;
}> = async (app, { dashboard, hooks }) => {
  signedIn(app, hooks);

  app.get('/statistical/home', {
    schema: {
      operationId: 'getHomeFigures',
      summary: "Home's figures: totals, leads and a year's pipeline",
      tags,
      querystring: leadPipelineQuery,
      response: { 200: envelope(homeFigures) },
    },
    handler: async (request) => ({
      data: await dashboard.home(authOf(request).userId, request.query.year),
    }),
  });
  app.get('/statistical/total-statistical', {
    schema: {
      operationId: 'getDashboardTotals',
      summary: 'Home dashboard totals',
      tags,
      response: { 200: envelope(totalStatistical) },
    },
    handler: async (request) => ({
      data: await dashboard.totalStatistical(authOf(request).userId),
    }),
  });
  app.get('/statistical/total-connection', {
    schema: {
      operationId: 'getConnectionsOverTime',
      summary: 'Connections made over time',
      tags,
      response: { 200: envelope(totalConnection) },
    },
    handler: async (request) => ({ data: await dashboard.totalConnection(authOf(request).userId) }),
  });
  app.get('/statistical/total-revenue', {
    schema: {
      operationId: 'getRevenueFromLeads',
      summary: 'Revenue from converted leads',
      tags,
      response: { 200: envelope(totalRevenue) },
    },
    handler: async (request) => ({ data: await dashboard.totalRevenue(authOf(request).userId) }),
  });
  app.get('/statistical/active-campaigns', {
    schema: {
      operationId: 'listActiveCampaigns',
      summary: 'Active campaigns',
      tags,
      response: { 200: envelope(activeCampaigns) },
    },
    handler: async (request) => ({ data: await dashboard.activeCampaigns(authOf(request).userId) }),
  });
  app.get('/statistical/total-leads', {
    schema: {
      operationId: 'getLeadsOverTime',
      summary: 'Leads passed and received over time',
      tags,
      response: { 200: envelope(totalLeads) },
    },
    handler: async (request) => ({ data: await dashboard.totalLeads(authOf(request).userId) }),
  });
  app.get('/statistical/lead-pipeline', {
    schema: {
      operationId: 'getLeadPipeline',
      summary: 'The monthly lead pipeline',
      tags,
      querystring: leadPipelineQuery,
      response: { 200: envelope(leadPipeline) },
    },
    handler: async (request) => ({
      data: await dashboard.leadPipeline(authOf(request).userId, request.query.year),
    }),
  });
};
