import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateJobQueue } from '../modules/jobs/job-queue.js';
import * as schema from './schema.js';
import { withUnitsOfWork } from './unit-of-work.js';

/** One type for both drivers: the same schema and queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Raw SQL with positional parameters, as the job queue (pg-boss) runs it. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

export type Database = {
  db: Db;
  /** The same database for raw SQL outside drizzle (the job queue). */
  executor: SqlExecutor;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's clients (for metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
};

export const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = withUnitsOfWork(drizzlePg(pool, { schema }) as unknown as Db);
  const executor: SqlExecutor = { executeSql: (text, values) => pool.query(text, values) };
  return {
    db,
    executor,
    kind: 'postgres',
    async migrate() {
      await migratePg(drizzlePg(pool), { migrationsFolder });
      await migrateJobQueue(executor);
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { citext, pg_trgm },
  });
  const db = withUnitsOfWork(drizzlePglite(client, { schema }) as unknown as Db);
  // PGlite's query() takes one statement; pg-boss sends its schema as one multi-statement text.
  const executor: SqlExecutor = {
    executeSql: async (text, values) =>
      values?.length
        ? client.query(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
  };
  return {
    db,
    executor,
    kind: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client), { migrationsFolder });
      await migrateJobQueue(executor);
    },
    close: () => client.close(),
  };
}

export function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}
