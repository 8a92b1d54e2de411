import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookmarkBody, bookmarkResult, envelope } from '@nethub/contract';
import { authOf, type AuthHooks } from '../../plugins/authenticate.js';
import type { BookmarksService } from './bookmarks.service.js';

export const bookmarksRoutes: FastifyPluginAsyncZod<{
  bookmarks: BookmarksService;
  hooks: AuthHooks;
}> = async (app, { bookmarks, hooks }) => {
  app.post('/users/bookmark-status', {
    schema: {
      operationId: 'setBookmark',
      summary: 'Bookmark or unbookmark a connection, lead or post',
      tags: ['bookmarks'],
      body: bookmarkBody,
      response: { 200: envelope(bookmarkResult) },
    },
    onRequest: hooks.required,
    handler: async (request) => {
      const { type, id, bookmark } = request.body;
      return { data: await bookmarks.setBookmark(authOf(request).userId, type, id, bookmark) };
    },
  });
};
