import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './client.js';
import { PLAN_PER_CALL, statementName } from './prepared.js';

describe('statement names', () => {
  it('names the same text the same way, and different texts differently', () => {
    const first = statementName('select $1::int as one');
    expect(first).toBeDefined();
    expect(statementName('select $1::int as one')).toBe(first);
    expect(statementName('select $1::int as two')).not.toBe(first);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('prepared statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPostgres(url!, { poolSize: 1, hangGuard: false });
  });
  afterAll(() => database?.close());

  /** The statements this pool's one connection has prepared, by their text. */
  const prepared = async () =>
    (
      (await database.db.execute(sql`select statement from pg_prepared_statements`)) as unknown as {
        rows: Array<{ statement: string }>;
      }
    ).rows.map((row) => row.statement);

  it('runs without JIT compilation, which costs more than any of its statements', async () => {
    const jit = (await database.db.execute(sql`show jit`)) as unknown as {
      rows: Array<{ jit: string }>;
    };
    expect(jit.rows[0]!.jit).toBe('off');
  });

  it('prepares a parameterised statement once and runs it again by name', async () => {
    const read = (n: number) =>
      database.db.execute(sql`select ${n}::int + 1 as next, 'prepared-probe' as tag`);
    const first = (await read(1)) as unknown as { rows: Array<{ next: number }> };
    const second = (await read(41)) as unknown as { rows: Array<{ next: number }> };
    expect(first.rows[0]!.next).toBe(2);
    expect(second.rows[0]!.next).toBe(42);
    const probes = (await prepared()).filter((text) => text.includes('prepared-probe'));
    expect(probes).toHaveLength(1);
  });

  it('leaves a statement marked to be planned per call unnamed, so each call gets its own plan', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      await database.db.execute(sql`select ${n}::int as n, 'per-call-probe' as tag
        where ${PLAN_PER_CALL}`);
    expect((await prepared()).some((text) => text.includes('per-call-probe'))).toBe(false);
  });

  it('leaves statements without parameters as they are: scripts and transactions still run', async () => {
    await database.executor.executeSql(
      'create temporary table prepared_probe (n int); insert into prepared_probe values (1)',
    );
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into prepared_probe values (${2})`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe values (${3})`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const rows = (await database.executor.executeSql(
      'select n from prepared_probe where n > $1 order by n',
      [0],
    )) as { rows: Array<{ n: number }> };
    expect(rows.rows.map((row) => row.n)).toEqual([1, 2]);
    expect((await prepared()).some((text) => text.startsWith('create temporary'))).toBe(false);
  });

  it('keeps the connection usable after a prepared statement fails', async () => {
    const divide = (d: number) => database.db.execute(sql`select 1 / ${d}::int as q`);
    await expect(divide(0)).rejects.toThrow(/Failed query/);
    const ok = (await divide(1)) as unknown as { rows: Array<{ q: number }> };
    expect(ok.rows[0]!.q).toBe(1);
  });
});
