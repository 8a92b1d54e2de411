import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { citext } from '@electric-sql/pglite/contrib/citext';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, PgliteSession } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, NodePgSession } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrateJobQueue } from '../modules/jobs/job-queue.js';
import { guardPool } from './hang-guard.js';
import { prepareStatements } from './prepared.js';
import { mapRowsOnce } from './row-mapping.js';
import * as schema from './schema.js';
import { withUnitsOfWork } from './unit-of-work.js';
import { serverPath } from '../paths.js';

mapRowsOnce(NodePgSession);
mapRowsOnce(PgliteSession);

/** One type for both drivers: the same schema and queries run on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle accepted wherever a Db is. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Raw SQL with positional parameters, as the job queue (pg-boss) runs it. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};
type QueryClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };
const executorOf = (client: QueryClient): SqlExecutor => ({
  executeSql: (text, values) => client.query(text, values),
});

export type Database = {
  db: Db;
  /** The same database for raw SQL outside drizzle (the job queue). */
  executor: SqlExecutor;
  kind: 'pglite' | 'postgres';
  /** Applies pending migrations and the job queue's schema (under the migration lock on PostgreSQL). */
  migrate(): Promise<void>;
  /**
   * Runs `work` alone across instances: on PostgreSQL under a session-level advisory lock held
   * by one dedicated connection without timeouts (`db` and `migrate` use that connection); on
   * PGlite (one process) directly.
   */
  exclusive<T>(work: (locked: { db: Db; migrate(): Promise<void> }) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's clients (for metrics). */
  poolStats?(): { total: number; idle: number; waiting: number };
};

export const migrationsFolder = serverPath('drizzle');

/** The few logger methods the database uses (a pino logger fits). */
export type DbLogger = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type PostgresOptions = {
  /** Connections in the pool. */
  poolSize?: number;
  /** How long a connection attempt, or a wait for a free pooled connection, may take. */
  connectTimeoutMs?: number;
  /** Server-side `statement_timeout` of each pooled connection (0: none). */
  statementTimeoutMs?: number;
  /**
   * Client-side: how long to wait for a query's answer at most, so a black-holed connection
   * ends (0: none). Default: statement timeout + 1 s. A hung database is detected sooner
   * (hang-guard.ts).
   */
  queryTimeoutMs?: number;
  /**
   * Name parameterised statements so each connection prepares them once (prepared.ts). Off for
   * a pooler that hands connections out per transaction without tracking prepared statements.
   */
  prepareStatements?: boolean;
  /** Where pool and connection errors are logged; they are never fatal. */
  logger?: DbLogger;
  /** Detect a hung database with probes (hang-guard.ts); on unless turned off. */
  hangGuard?: boolean;
};

/** The defaults of DATABASE_POOL_SIZE and the DATABASE_*_TIMEOUT_MS settings (see README). */
export const POSTGRES_DEFAULTS = {
  poolSize: 10,
  connectTimeoutMs: 1500,
  statementTimeoutMs: 15_000,
  prepareStatements: true,
} as const;

const consoleLogger: DbLogger = {
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const settings = { ...POSTGRES_DEFAULTS, ...withoutUndefined(options) };
  const log = options.logger ?? consoleLogger;
  const pool = new pg.Pool({
    connectionString: url,
    max: settings.poolSize,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    statement_timeout: settings.statementTimeoutMs || undefined,
    // A backstop for a connection that never answers; hangs are caught sooner by the guard.
    query_timeout:
      (settings.queryTimeoutMs ??
        (settings.statementTimeoutMs ? settings.statementTimeoutMs + 1000 : 0)) ||
      undefined,
    keepAlive: true,
  });
  // An idle connection that breaks (restart, failover) is removed from the pool and reported
  // here; without a listener the 'error' event would end the process.
  pool.on('error', (err) => log.warn({ err }, 'idle PostgreSQL connection lost'));
  pool.on('connect', (client) => {
    // A connection in use that breaks between queries emits 'error' on the client itself.
    client.on('error', (err) => log.warn({ err }, 'PostgreSQL connection lost'));
    // No JIT compilation: every statement here reads a bounded window, but PostgreSQL judges
    // some by their cost estimate over the whole table (a search's recursive word skip at 1M
    // members) and then spends ~500 ms compiling a plan that runs in under one.
    client.query('SET jit = off').catch((err) => log.warn({ err }, 'could not turn JIT off'));
    if (settings.prepareStatements) prepareStatements(client);
  });
  const guard = options.hangGuard === false ? { stop() {} } : guardPool(pool, url, log);
  const db = withUnitsOfWork(drizzlePg(pool, { schema }) as unknown as Db);
  const exclusive: Database['exclusive'] = (work) =>
    withMigrationLock(url, settings.connectTimeoutMs, (client) =>
      work({
        db: drizzlePg(client, { schema }) as unknown as Db,
        migrate: async () => {
          await migratePg(drizzlePg(client), { migrationsFolder });
          await migrateJobQueue(executorOf(client));
        },
      }),
    );
  return {
    db,
    executor: executorOf(pool),
    kind: 'postgres',
    migrate: () => exclusive((locked) => locked.migrate()),
    exclusive,
    close: async () => {
      guard.stop();
      await pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Any number will do as long as every instance uses the same one: "nethub" in ASCII. */
export const MIGRATION_LOCK_ID = 0x6e657468756an;

/**
 * Runs `work` while holding a session-level PostgreSQL advisory lock on one dedicated connection
 * (no statement or query timeout: a migration may take long), so N instances that start at once
 * on an empty database migrate one after another; the later ones find nothing left to do.
 */
export async function withMigrationLock<T>(
  url: string,
  connectTimeoutMs: number,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: 0,
  });
  client.on('error', () => {}); // a broken connection also fails the query in progress
  await client.connect();
  const lockId = MIGRATION_LOCK_ID.toString();
  try {
    await client.query('select pg_advisory_lock($1)', [lockId]);
    try {
      return await work(client);
    } finally {
      // Ending the session releases the lock too, so a broken connection is no leak.
      await client.query('select pg_advisory_unlock($1)', [lockId]).catch(() => undefined);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
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
  const migrate = async () => {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    await migrateJobQueue(executor);
  };
  return {
    db,
    executor,
    kind: 'pglite',
    migrate,
    // One process holds the data folder: nothing to lock.
    exclusive: (work) => work({ db, migrate }),
    close: () => client.close(),
  };
}

export function openDatabase(
  config: { databaseUrl?: string; dataDir: string; database?: PostgresOptions },
  logger?: DbLogger,
): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { ...config.database, logger })
    : openPglite({ dataDir: path.join(config.dataDir, 'pglite') });
}
