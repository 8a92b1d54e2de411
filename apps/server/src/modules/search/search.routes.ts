import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, searchQuery, searchResult } from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { SearchService } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  hooks: AuthHooks;
}> = async (app, { search, hooks }) => {
  app.get('/search', {
    schema: {
      operationId: 'searchEverything',
      summary:
        'One search: people, groups, posts and messages I may open, a few of each, best first',
      tags: ['search'],
      querystring: searchQuery,
      response: { 200: envelope(searchResult) },
    },
    onRequest: hooks.required,
    handler: async (request) => ({
      data: await search.search(authOf(request).userId, request.query.q),
    }),
  });
};
