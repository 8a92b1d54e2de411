import { asc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import type { Database } from './client.js';
import { readTogether, readTogetherAs, readTogetherFor, sqlRead } from './read-together.js';
import { anyOf } from './any-of.js';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const owned = pgTable('together_owned', {
  owner: text('owner').notNull(),
  n: integer('n').notNull(),
});

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
  await database.db.execute(sql`create table together_owned (owner text not null, n int not null)`);
  await database.db.execute(
    sql`insert into together_owned values ('ann', 1), ('ann', 2), ('ben', 3), ('cy', 4)`,
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

describe("readTogetherFor: one member's reads, the statement built once per shape", () => {
  const reads = (db: Database['db'], above: number) => (member: string) => ({
    mine: db
      .select({ value: owned.n })
      .from(owned)
      .where(sql`${owned.owner} = ${member} and ${owned.n} > ${above}`)
      .orderBy(asc(owned.n)),
    others: sqlRead<{ count: number }>(
      db,
      sql`select count(*)::int as count from together_owned where owner <> ${member}`,
    ),
  });

  it("answers each member's own rows, building the statement once", async () => {
    const { db } = database;
    let builds = 0;
    const build = (member: string) => {
      builds += 1;
      return reads(db, 0)(member);
    };
    const ann = await readTogetherFor(db, 'test:owned:0', 'ann', build);
    const ben = await readTogetherFor(db, 'test:owned:0', 'ben', build);
    expect(ann).toEqual({ mine: [{ value: 1 }, { value: 2 }], others: [{ count: 2 }] });
    expect(ben).toEqual({ mine: [{ value: 3 }], others: [{ count: 3 }] });
    expect(builds).toBe(1);
    // In a transaction, on its connection.
    expect(
      await database.db.transaction((tx) => readTogetherFor(tx, 'test:owned:0', 'cy', build)),
    ).toEqual({ mine: [{ value: 4 }], others: [{ count: 3 }] });
  });

  it('keeps every other value in the shape: another shape, another statement', async () => {
    const { db } = database;
    expect(await readTogetherFor(db, 'test:owned:1', 'ann', reads(db, 1))).toEqual({
      mine: [{ value: 2 }],
      others: [{ count: 2 }],
    });
  });

  it('refuses reads that do not take the member', async () => {
    const { db } = database;
    await expect(
      readTogetherFor(db, 'test:unowned', 'ann', () => ({
        all: db.select({ value: owned.n }).from(owned),
      })),
    ).rejects.toThrow(/do not take "member"/);
  });
});

describe('readTogetherAs: a page of ids, the statement built once per shape', () => {
  type Page = { owner: string; owners: string[] };
  const page = (db: Database['db']) => (values: Page) => ({
    // A copy without duplicates still carries the ids as they are.
    picked: db
      .select({ value: owned.n })
      .from(owned)
      .where(anyOf(owned.owner, [...new Set(values.owners)]))
      .orderBy(asc(owned.n)),
    mine: db
      .select({ value: owned.n })
      .from(owned)
      .where(eq(owned.owner, values.owner))
      .orderBy(asc(owned.n)),
  });

  it('answers each call with its own ids, whatever their number', async () => {
    const { db } = database;
    let builds = 0;
    const build = (values: Page) => {
      builds += 1;
      return page(db)(values);
    };
    const ask = (values: Page) => readTogetherAs(db, 'test:page', values, build);
    expect(await ask({ owner: 'ann', owners: ['cy'] })).toEqual({
      picked: [{ value: 4 }],
      mine: [{ value: 1 }, { value: 2 }],
    });
    expect(await ask({ owner: 'ben', owners: ['ann', 'cy', 'cy'] })).toEqual({
      picked: [{ value: 1 }, { value: 2 }, { value: 4 }],
      mine: [{ value: 3 }],
    });
    expect(await ask({ owner: 'cy', owners: [] })).toEqual({ picked: [], mine: [{ value: 4 }] });
    expect(builds).toBe(1);
  });

  it('refuses ids sent one parameter each', async () => {
    const { db } = database;
    await expect(
      readTogetherAs(db, 'test:in-array', { owners: ['ann', 'ben'] }, (values) => ({
        picked: db
          .select({ value: owned.n })
          .from(owned)
          .where(inArray(owned.owner, values.owners)),
      })),
    ).rejects.toThrow(/"owners" must reach the SQL as one parameter/);
  });
});
