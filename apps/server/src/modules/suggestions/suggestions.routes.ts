import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dismissalResult,
  envelope,
  suggestionList,
  suggestionMemberParams,
  suggestionsQuery,
} from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { SuggestionsService } from './suggestions.service.js';

const tags = ['suggestions'];

export const suggestionsRoutes: FastifyPluginAsyncZod<{
  suggestions: SuggestionsService;
  hooks: AuthHooks;
}> = async (app, { suggestions, hooks }) => {
  app.get('/suggestions', {
    schema: {
      operationId: 'listSuggestions',
      summary: 'Who to meet next: members to connect with, each with the reasons in words',
      tags,
      querystring: suggestionsQuery,
      response: { 200: envelope(suggestionList) },
    },
    onRequest: hooks.required,
    handler: async (request) => ({
      data: { rows: await suggestions.list(authOf(request).userId, request.query.limit) },
    }),
  });

  app.put('/suggestions/dismissed/:memberId', {
    schema: {
      operationId: 'dismissSuggestion',
      summary: 'Stop suggesting this member',
      tags,
      params: suggestionMemberParams,
      response: { 200: envelope(dismissalResult) },
    },
    onRequest: hooks.required,
    handler: async (request) => ({
      data: await suggestions.dismiss(authOf(request).userId, request.params.memberId),
    }),
  });

  app.delete('/suggestions/dismissed/:memberId', {
    schema: {
      operationId: 'restoreSuggestion',
      summary: 'Suggest this member again (undo a dismissal)',
      tags,
      params: suggestionMemberParams,
      response: { 200: envelope(dismissalResult) },
    },
    onRequest: hooks.required,
    handler: async (request) => ({
      data: await suggestions.restore(authOf(request).userId, request.params.memberId),
    }),
  });
};
