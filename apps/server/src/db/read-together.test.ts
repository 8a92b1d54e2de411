import { asc, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import type { Database } from './client.js';
import { readTogether, sqlRead } from './read-together.js';
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

  it('takes raw SQL reads (sqlRead), named by their aliases, awaited alone or together', async () => {
    const { db } = database;
    const labelled = (ids: number[]) =>
      sqlRead<{ probeId: number; name: string; words: string[]; count: number }>(
        db,
        sql`select id as "probeId", label_text as name, string_to_array(label_text, ' ') as words,
              (select count(*)::int from together_probe p where p.id <= together_probe.id) as count
            from together_probe where id = any(${sql.param(ids)}::int[]) order by id`,
      );
    const expected = [
      { probeId: 2, name: 'probe 2', words: ['probe', '2'], count: 2 },
      { probeId: 4, name: 'probe 4', words: ['probe', '4'], count: 4 },
    ];
    expect(await labelled([2, 4])).toEqual(expected);
    const together = await readTogether(db, {
      raw: labelled([2, 4]),
      // No ids: no rows, in the same statement (no round trip of its own to skip).
      none: labelled([]),
      built: db
        .select({ id: probes.id })
        .from(probes)
        .where(sql`${probes.id} = 1`),
    });
    expect(together).toEqual({ raw: expected, none: [], built: [{ id: 1 }] });
  });

  it('lets a read take another read as a subquery, in the same statement', async () => {
    const { db } = database;
    const firstTwo = db.select({ id: probes.id }).from(probes).orderBy(asc(probes.id)).limit(2);
    const named = (ids: SQLWrapper) =>
      db
        .select({ name: probes.label })
        .from(probes)
        .where(sql`${probes.id} = any(array(${ids}))`)
        .orderBy(asc(probes.id));
    const rawIds = sqlRead<{ id: number }>(db, sql`select 5 as id`);
    const together = await readTogether(db, { built: named(firstTwo), raw: named(rawIds) });
    expect(together).toEqual({
      built: [{ name: 'probe 1' }, { name: 'probe 2' }],
      raw: [{ name: 'probe 5' }],
    });
    expect(await named(firstTwo)).toEqual(together.built);
  });
});
