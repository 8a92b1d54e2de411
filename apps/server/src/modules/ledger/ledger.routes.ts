import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  csvFile,
  envelope,
  groupLedger,
  idParams,
  ledger,
  ledgerPeriodQuery,
  ledgerPreferences,
  ledgerSummary,
  markPaidBody,
  rewardSettlement,
  settlementList,
  settlementListQuery,
} from '@nethub/contract';
import { csvName, sendCsv, type CsvColumn } from '../../lib/csv.js';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import type { LedgerService } from './ledger.service.js';

const tags = ['ledger'];

type Entry = Awaited<ReturnType<LedgerService['entries']>>['rows'][number];
const ENTRY_COLUMNS: CsvColumn<Entry>[] = [
  { header: 'Converted on', value: (row) => row.convertedOn },
  { header: 'Direction', value: (row) => row.direction },
  { header: 'Member', value: (row) => row.member },
  { header: 'Contact', value: (row) => row.contact },
  { header: 'Closed value', value: (row) => row.closedValue },
  { header: 'Closed currency', value: (row) => row.closedCurrency },
  { header: 'Value', value: (row) => row.value },
  { header: 'Currency', value: (row) => row.currency },
  { header: 'Reward', value: (row) => row.reward },
  { header: 'Reward status', value: (row) => row.rewardStatus },
];

export const ledgerRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerService;
  hooks: AuthHooks;
}> = async (app, { ledger: service, hooks }) => {
  signedIn(app, hooks);
  const me = (request: Parameters<typeof authOf>[0]) => authOf(request).userId;

  app.get('/ledger', {
    schema: {
      operationId: 'getLedger',
      summary: 'My referral ledger for a period',
      description:
        'Business given and received (closed values of converted leads), per connection and per shared group, leads passed and converted, and what my rewards earned.',
      tags,
      querystring: ledgerPeriodQuery,
      response: { 200: envelope(ledger) },
    },
    handler: async (request) => ({ data: await service.ledger(me(request), request.query) }),
  });

  app.get('/ledger/summary', {
    schema: {
      operationId: 'getLedgerSummary',
      summary: 'The ledger figures of the home dashboard',
      tags,
      querystring: ledgerPeriodQuery,
      response: { 200: envelope(ledgerSummary) },
    },
    handler: async (request) => ({ data: await service.summary(me(request), request.query) }),
  });

  app.get('/ledger/export', {
    schema: {
      operationId: 'exportLedger',
      summary: 'My ledger for a period as CSV: the leads converted in it',
      tags,
      produces: ['text/csv'],
      querystring: ledgerPeriodQuery,
      response: { 200: csvFile },
    },
    handler: async (request, reply) => {
      const userId = me(request);
      return sendCsv(reply, csvName('ledger'), ENTRY_COLUMNS, (page) =>
        service.entries(userId, request.query, page),
      );
    },
  });

  app.get('/ledger/rewards', {
    schema: {
      operationId: 'listRewardSettlements',
      summary: 'Rewards my leads earned, or rewards I owe and paid',
      tags,
      querystring: settlementListQuery,
      response: { 200: envelope(settlementList) },
    },
    handler: async (request) => ({
      data: await service.settlements(me(request), request.query),
    }),
  });

  app.put('/ledger/rewards/:id/paid', {
    schema: {
      operationId: 'markRewardPaid',
      summary: 'Mark the reward a converted lead earned as paid',
      description: "The id is the lead's. For the reward's owner (who received the lead).",
      errors: { 403: ['FORBIDDEN'], 409: ['REWARD_NOT_OWED'] },
      tags,
      params: idParams,
      body: markPaidBody,
      response: { 200: envelope(rewardSettlement) },
    },
    handler: async (request) => ({
      data: await service.markPaid(me(request), request.params.id, request.body.paidOn),
    }),
  });

  app.get('/ledger/preferences', {
    schema: {
      operationId: 'getLedgerPreferences',
      summary: 'Whether I appear by name on group leaderboards',
      tags,
      response: { 200: envelope(ledgerPreferences) },
    },
    handler: async (request) => ({ data: await service.preferences(me(request)) }),
  });

  app.put('/ledger/preferences', {
    schema: {
      operationId: 'setLedgerPreferences',
      summary: 'Choose whether I appear by name on group leaderboards',
      tags,
      body: ledgerPreferences,
      response: { 200: envelope(ledgerPreferences) },
    },
    handler: async (request) => ({
      data: await service.setPreferences(me(request), request.body),
    }),
  });

  app.get('/ledger/groups/:id', {
    schema: {
      operationId: 'getGroupLedger',
      summary: "A group's business between its members, and its leaderboard",
      description: 'For the group\'s owner. Members who opted out show as "A member".',
      tags,
      params: idParams,
      querystring: ledgerPeriodQuery,
      response: { 200: envelope(groupLedger) },
    },
    handler: async (request) => ({
      data: await service.group(me(request), request.params.id, request.query),
    }),
  });
};
