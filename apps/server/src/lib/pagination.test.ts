import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../test/helpers.js';
import type { Database } from '../db/client.js';
import { cappedTotal, toListResponse } from './pagination.js';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table count_probe (n int primary key)`);
  await database.db.execute(sql`insert into count_probe select generate_series(1, 1000)`);
  await database.db.execute(sql`analyze count_probe`);
});
afterAll(() => database.close());

const all = sql`from count_probe where n > ${0}`;

describe('cappedTotal: exact within a window past the page, estimated beyond', () => {
  it('counts exactly when the matches end within the window', async () => {
    expect(await cappedTotal(database.db, sql`from count_probe where n <= ${50}`, page(1))).toEqual(
      { totalRows: 50, totalRowsExact: true },
    );
    expect(await cappedTotal(database.db, sql`from count_probe where n < ${0}`, page(1))).toEqual({
      totalRows: 0,
      totalRowsExact: true,
    });
    // 1000 rows, the page starts at row 941: the rest fit in a 100-row window.
    expect(await cappedTotal(database.db, all, page(95), 100)).toEqual({
      totalRows: 1000,
      totalRowsExact: true,
    });
  });

  it("beyond the window answers the planner's estimate of all matches", async () => {
    const total = await cappedTotal(database.db, all, page(1), 100);
    expect(total.totalRowsExact).toBe(false);
    // ANALYZE knows the table: the estimate is the real size here.
    expect(total.totalRows).toBeGreaterThan(900);
    expect(total.totalRows).toBeLessThan(1100);
  });

  it('never answers fewer rows than are known to exist, so totalPages always shows the next', async () => {
    // The planner guesses a handful of rows for an opaque condition; 142 match.
    const sevens = sql`from count_probe where n % ${7} = ${0}`;
    const total = await cappedTotal(database.db, sevens, page(1), 20);
    expect(total.totalRowsExact).toBe(false);
    expect(total.totalRows).toBeGreaterThanOrEqual(21);
    for (let n = 1; n <= 14; n++) {
      const { totalRows } = await cappedTotal(database.db, sevens, page(n), 20);
      expect(toListResponse([], totalRows, page(n)).totalPages).toBeGreaterThan(n);
    }
    // On the last page the count is exact.
    expect(await cappedTotal(database.db, sevens, page(15), 20)).toEqual({
      totalRows: 142,
      totalRowsExact: true,
    });
  });
});

describe('cappedTotal keeps an estimate for a while, never an exact count', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a large list from its kept estimate, and a small list from a fresh count', async () => {
    const large = sql`from count_probe where n > ${-1}`;
    const before = await cappedTotal(database.db, large, page(1), 100);
    expect(before.totalRowsExact).toBe(false);
    const small = sql`from count_probe where n > ${990}`;
    expect((await cappedTotal(database.db, small, page(1))).totalRows).toBe(10);

    await database.db.execute(sql`insert into count_probe select generate_series(1001, 6000)`);
    await database.db.execute(sql`analyze count_probe`);
    // Within 30 s the large list's estimate is the one kept; the small list is counted again.
    expect(await cappedTotal(database.db, large, page(1), 100)).toEqual(before);
    expect((await cappedTotal(database.db, small, page(1))).totalRows).toBeGreaterThan(1000);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 31_000 });
    const after = await cappedTotal(database.db, large, page(1), 100);
    expect(after.totalRows).toBeGreaterThan(5000);
    await database.db.execute(sql`delete from count_probe where n > 1000`);
    await database.db.execute(sql`analyze count_probe`);
  });
});

function page(n: number) {
  return { page: n, offset: 10 };
}
