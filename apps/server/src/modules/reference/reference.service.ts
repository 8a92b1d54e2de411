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

type Country = NonNullable<ReturnType<typeof toCountry>>;
type Region = NonNullable<ReturnType<typeof toRegion>>;
/** Where a member is, as every member view shows it. */
export type Place = { country: Country | null; region: Region | null };
/** A member's place from their country and region ids, read from memory. */
export type PlaceOf = (countryId?: string | null, regionId?: string | null) => Place;

/**
 * Countries and regions never change while the server runs (they are seeded reference data), so
 * member lists look them up in memory instead of joining two more tables into every query. Each
 * is converted to its JSON shape once and frozen: a page of cards shares them.
 */
export function createReferenceCache(db: DbOrTx) {
  const repo = createReferenceRepository(db);
  let loaded: Promise<PlaceOf> | undefined;
  const load = () =>
    (loaded ??= Promise.all([repo.allCountries(), repo.allRegions()]).then(([c, r]) => {
      const countries = new Map(c.map((row) => [row.id, Object.freeze(toCountry(row)!)]));
      const regions = new Map(r.map((row) => [row.id, Object.freeze(toRegion(row)!)]));
      return (countryId, regionId) => ({
        country: (countryId && countries.get(countryId)) || null,
        region: (regionId && regions.get(regionId)) || null,
      });
    }));
  return {
    /** The look-up, once countries and regions are in memory: a page of cards awaits it once. */
    places: load,
    async location(countryId: string | null | undefined, regionId: string | null | undefined) {
      return (await load())(countryId, regionId);
    },
  };
}
export type ReferenceCache = ReturnType<typeof createReferenceCache>;
