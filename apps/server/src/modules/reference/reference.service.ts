import type { DbOrTx } from '../../db/client.js';
import { createReferenceRepository } from './reference.repository.js';

export { seedReferenceData } from './reference.repository.js';

/**
 * Sectors, countries and regions, for the routes and the modules that show them (ADR 015).
 * Reference data carries no rules, so the look-ups are the repository's.
 */
export function createReferenceService(db: DbOrTx) {
  return createReferenceRepository(db);
}
export type ReferenceService = ReturnType<typeof createReferenceService>;

type CountryRecord = { id: string; name: string; code: string };
type RegionRecord = { id: string; name: string; countryId: string; timeZone: string };

/** The JSON shapes of a stored country and region, shared by every member view. */
export const toCountry = (row: CountryRecord | null) =>
  row ? { _id: row.id, name: row.name, code: row.code } : null;
export const toRegion = (row: RegionRecord | null) =>
  row ? { _id: row.id, name: row.name, countryId: row.countryId, timeZone: row.timeZone } : null;

/**
 * Countries and regions never change while the server runs (they are seeded reference data), so
 * member lists look them up in memory instead of joining two more tables into every query.
 */
export function createReferenceCache(db: DbOrTx) {
  const repo = createReferenceRepository(db);
  let loaded:
    | Promise<{ countries: Map<string, CountryRecord>; regions: Map<string, RegionRecord> }>
    | undefined;
  const load = () =>
    (loaded ??= Promise.all([repo.allCountries(), repo.allRegions()]).then(([c, r]) => ({
      countries: new Map(c.map((row) => [row.id, row])),
      regions: new Map(r.map((row) => [row.id, row])),
    })));
  return {
    async location(countryId: string | null | undefined, regionId: string | null | undefined) {
      const cache = await load();
      return {
        country: toCountry((countryId && cache.countries.get(countryId)) || null),
        region: toRegion((regionId && cache.regions.get(regionId)) || null),
      };
    },
  };
}
export type ReferenceCache = ReturnType<typeof createReferenceCache>;
