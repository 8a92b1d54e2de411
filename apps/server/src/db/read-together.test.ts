import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import type { Database } from './client.js';
import { readTogether } from './read-together.js';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const probes = pgTable('together_probe', {
  id: integer('id').primaryKey(),
  label: text('label_text').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table together_probe (id int primary key, label_text text not null, at timestamptz not null)`,
  );
  await database.db.execute(
    sql`insert into together_probe select n, 'probe ' || n, now() - n * interval '1 day' from generate_series(1, 5) n`,
  );
});
afterAll(() => database.close());

describe('readTogether: several reads, one statement', () => {
  it('answers each read under its key, with the fields it selected', async () => {
    const { db } = database;
    const listed = () =>
      db
        .select({ id: probes.id, name: probes.label, joined: probes.at })
        .from(probes)
        .orderBy(asc(probes.id))
        .limit(3);
    const counted = () => db.select({ n: sql<number>`count(*)::int`.as('n') }).from(probes);
    const together = await readTogether(db, {
      listed: listed(),
      counted: counted(),
      none: listed().where(sql`false`),
    });
    const apart = await listed();
    expect(apart.length).toBeGreaterThan(0);
    expect(together.listed).toEqual(
      apart.map((row) => ({ ...row, joined: expect.any(String) as unknown })),
    );
    expect(together.listed.map((row) => new Date(row.joined).getTime())).toEqual(
      apart.map((row) => row.joined.getTime()),
    );
    expect(together.counted).toEqual(await counted());
    expect(together.none).toEqual([]);
  });

  it('refuses a computed field without an alias, which JSON could not name', async () => {
    const { db } = database;
    await expect(
      readTogether(db, { bad: db.select({ n: sql<number>`count(*)` }).from(probes) }),
    ).rejects.toThrow(/needs a column or an alias/);
  });
});
