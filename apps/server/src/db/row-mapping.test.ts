import * as drizzle from 'drizzle-orm';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import type { Database } from './client.js';
import { rowMapper } from './row-mapping.js';

const people = pgTable('mapping_people', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  joined: timestamp('joined', { withTimezone: true }).notNull(),
});
const cards = pgTable('mapping_cards', {
  personId: integer('person_id').primaryKey(),
  headline: text('headline'),
  since: timestamp('since', { withTimezone: true }),
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table mapping_people (id int primary key, name text not null, joined timestamptz not null)`,
  );
  await database.db.execute(
    sql`create table mapping_cards (person_id int primary key, headline text, since timestamptz)`,
  );
  await database.db.execute(
    sql`insert into mapping_people values (1, 'Ann', '2026-01-02T03:04:05Z'), (2, 'Ben', '2026-02-03T04:05:06Z'), (3, 'Cy', '2026-03-04T05:06:07Z')`,
  );
  await database.db.execute(
    sql`insert into mapping_cards values (1, 'Builder', '2026-04-05T06:07:08Z'), (3, null, '2026-05-06T07:08:09Z')`,
  );
});
afterAll(() => database.close());

const joined = () =>
  database.db
    .select({
      person: people,
      card: cards,
      tagline: sql<string>`upper(${people.name})`.as('tagline'),
      count: sql<number>`1`.mapWith(Number),
    })
    .from(people)
    .leftJoin(cards, eq(cards.personId, people.id))
    .orderBy(people.id);

/** drizzle's own mapping: internal (left out of its types), and the reference here. */
const { mapResultRow } = drizzle as unknown as {
  mapResultRow(fields: unknown, row: unknown[], joins: Record<string, boolean>): unknown;
};

type Prepared = {
  fields: Parameters<typeof rowMapper>[0];
  joinsNotNullableMap: Record<string, boolean>;
};

describe('rows mapped once per statement', () => {
  it('maps raw rows exactly as drizzle does, left joins and decoders included', () => {
    const { fields, joinsNotNullableMap } = (
      joined() as unknown as { _prepare(): Prepared }
    )._prepare();
    const map = rowMapper(fields, () => joinsNotNullableMap);
    const raw: unknown[][] = [
      [1, 'Ann', '2026-01-02 03:04:05+00', 1, 'Builder', '2026-04-05 06:07:08+00', 'ANN', '1'],
      [2, 'Ben', '2026-02-03 04:05:06+00', null, null, null, 'BEN', '1'],
      // The joined row's first column decides, as in drizzle: a null headline alone keeps it.
      [3, 'Cy', '2026-03-04 05:06:07+00', 3, null, '2026-05-06 07:08:09+00', 'CY', '1'],
    ];
    const ours = map(raw);
    expect(ours).toEqual(raw.map((row) => mapResultRow(fields, row, joinsNotNullableMap)));
    expect(ours[1]).toMatchObject({ card: null, count: 1 });
    expect(ours[0]!.person).toMatchObject({ joined: new Date('2026-01-02T03:04:05Z') });
  });

  it('is what the database handle uses', async () => {
    const prepared = (
      joined() as unknown as { _prepare(): { customResultMapper?: unknown } }
    )._prepare();
    expect(prepared.customResultMapper).toBeTypeOf('function');
    // Both drivers: the test database may be PGlite or PostgreSQL. Nothing connects here.
    const postgres = drizzlePg(new pg.Pool()).select().from(people) as unknown as {
      _prepare(): { customResultMapper?: unknown };
    };
    expect(postgres._prepare().customResultMapper).toBeTypeOf('function');
    const rows = await joined();
    expect(rows.map((row) => [row.person.name, row.card?.headline ?? null, row.tagline])).toEqual([
      ['Ann', 'Builder', 'ANN'],
      ['Ben', null, 'BEN'],
      ['Cy', null, 'CY'],
    ]);
    expect(rows[1]!.card).toBeNull();
    expect(rows[2]!.card).toEqual({ personId: 3, headline: null, since: expect.any(Date) });
    expect(rows[0]!.count).toBe(1);
  });
});
