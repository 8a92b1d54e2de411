import { and, asc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { likePattern } from '../../lib/pagination.js';
import { countries, regions, sectors } from './reference.tables.js';
import { COUNTRIES, SECTORS } from './reference.data.js';

export function createReferenceRepository(db: DbOrTx) {
  return {
    listSectors: () => db.select().from(sectors).orderBy(asc(sectors.name)),
    findSectors: (ids: string[]) =>
      ids.length ? db.select().from(sectors).where(inArray(sectors.id, ids)) : Promise.resolve([]),
    suggestCountries(name?: string) {
      return db
        .select({ id: countries.id, name: countries.name, code: countries.code })
        .from(countries)
        .where(name ? ilike(countries.name, likePattern(name)) : undefined)
        .orderBy(asc(countries.name));
    },
    suggestRegions(filter: { name?: string; countryId?: string }, limit = 50) {
      const conditions: SQL[] = [];
      if (filter.countryId) conditions.push(eq(regions.countryId, filter.countryId));
      if (filter.name) conditions.push(ilike(regions.name, likePattern(filter.name)));
      return db
        .select()
        .from(regions)
        .where(and(...conditions))
        .orderBy(asc(regions.name))
        .limit(limit);
    },
    async findCountry(id: string) {
      const [row] = await db.select().from(countries).where(eq(countries.id, id)).limit(1);
      return row;
    },
    findRegions: (ids: string[]) =>
      ids.length ? db.select().from(regions).where(inArray(regions.id, ids)) : Promise.resolve([]),
    allCountries: () => db.select().from(countries),
    allRegions: () => db.select().from(regions),
    async findRegion(id: string) {
      const [row] = await db.select().from(regions).where(eq(regions.id, id)).limit(1);
      return row;
    },
  };
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;

/** Idempotent: inserts what is missing, never duplicates. */
export async function seedReferenceData(db: DbOrTx) {
  await db
    .insert(sectors)
    .values(SECTORS.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(countries)
    .values(COUNTRIES.map(({ code, name }) => ({ code, name })))
    .onConflictDoNothing();
  const stored = await db.select().from(countries);
  const rows = COUNTRIES.flatMap(({ code, regions: list }) => {
    const countryId = stored.find((c) => c.code === code)!.id;
    return list.map(([name, timeZone]) => ({ countryId, name, timeZone }));
  });
  await db.insert(regions).values(rows).onConflictDoNothing();
}
