import { QueryBuilder } from 'drizzle-orm/pg-core';
import { countries, regions, sectors } from './reference.tables.js';

const qb = new QueryBuilder();

// Reference lists as other modules' queries join them (ADR 015): derived tables under the
// tables' own names, which PostgreSQL plans as the tables themselves.

export const countryRows = qb
  .select({ id: countries.id, code: countries.code, name: countries.name })
  .from(countries)
  .as('countries');

export const regionRows = qb
  .select({
    id: regions.id,
    countryId: regions.countryId,
    name: regions.name,
    timeZone: regions.timeZone,
  })
  .from(regions)
  .as('regions');

export const sectorRows = qb
  .select({ id: sectors.id, name: sectors.name })
  .from(sectors)
  .as('sectors');

/** Every column of a country, a region: to select one as an object. */
export const countryColumns = {
  id: countryRows.id,
  code: countryRows.code,
  name: countryRows.name,
};
export const regionColumns = {
  id: regionRows.id,
  countryId: regionRows.countryId,
  name: regionRows.name,
  timeZone: regionRows.timeZone,
};
