import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, faq, listQuery, listResponse, policy, policyParams } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { toListResponse } from '../../lib/pagination.js';
import { createContentService } from './content.service.js';

/** Policies (0 privacy, 1 terms) and FAQs: public reading material, no sign-in needed. */
export const contentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const repo = createContentService(db);

  app.get('/policy/:type', {
    schema: {
      operationId: 'getPolicy',
      summary: 'A policy page (terms, privacy)',
      tags: ['content'],
      params: policyParams,
      response: { 200: envelope(policy) },
    },
    handler: async (request) => {
      const row = await repo.findPolicy(Number(request.params.type));
      if (!row) throw notFound();
      return {
        data: {
          type: row.type,
          title: row.title,
          content: row.content,
          updatedAt: row.updatedAt.toISOString(),
        },
      };
    },
  });

  app.get('/faqs', {
    schema: {
      operationId: 'listFaqs',
      summary: 'Frequently asked questions',
      tags: ['content'],
      querystring: listQuery,
      response: { 200: envelope(listResponse(faq)) },
    },
    handler: async (request) => {
      const { rows, total } = await repo.listFaqs(request.query);
      const items = rows.map((row) => ({
        _id: row.id,
        question: row.question,
        answer: row.answer,
        category: row.category,
      }));
      return { data: toListResponse(items, total, request.query) };
    },
  });
};
