import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { country, envelope, region, sector, suggestionQuery } from '@nethub/contract';
import type { Db } from '../../db/client.js';
import type { AuthHooks } from '../../plugins/authenticate.js';
import { signedIn } from '../../plugins/openapi.js';
import { createReferenceService } from './reference.service.js';

const tags = ['reference data'];

export const referenceRoutes: FastifyPluginAsyncZod<{ db: Db; hooks: AuthHooks }> = async (
  app,
  { db, hooks },
) => {
  const repo = createReferenceService(db);
  signedIn(app, hooks);

  app.get('/sectors', {
    schema: {
      operationId: 'listSectors',
      summary: 'Business sectors',
      tags,
      response: { 200: envelope(z.array(sector)) },
    },
    handler: async () => ({
      data: (await repo.listSectors()).map((s) => ({ _id: s.id, name: s.name })),
    }),
  });

  app.get('/locations/countries/suggestion', {
    schema: {
      operationId: 'suggestCountries',
      summary: 'Countries matching a search',
      tags,
      querystring: suggestionQuery.pick({ name: true }),
      response: { 200: envelope(z.array(country)) },
    },
    handler: async (request) => ({
      data: (await repo.suggestCountries(request.query.name)).map((c) => ({
        _id: c.id,
        name: c.name,
        code: c.code,
      })),
    }),
  });

  app.get('/locations/regions/suggestion', {
    schema: {
      operationId: 'suggestRegions',
      summary: 'Regions of a country matching a search',
      tags,
      querystring: suggestionQuery,
      response: { 200: envelope(z.array(region)) },
    },
    handler: async (request) => ({
      data: (await repo.suggestRegions(request.query)).map((r) => ({
        _id: r.id,
        name: r.name,
        countryId: r.countryId,
        timeZone: r.timeZone,
      })),
    }),
  });
};
