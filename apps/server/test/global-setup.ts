import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { migrationsFolder, openPglite, openPostgres } from '../src/db/client.js';

const cacheDir = new URL('../node_modules/.cache/nethub-test', import.meta.url).pathname;

/** Hash of the migrations: a snapshot or template is rebuilt only when the schema changes. */
function migrationsHash() {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  // The job queue's tables are part of the schema too.
  hash.update(readFileSync(createRequire(import.meta.url).resolve('pg-boss/version.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrates once per run: a PGlite data-dir snapshot that each test file loads (initdb costs
 * seconds, loading a snapshot about one), or, with TEST_DATABASE_URL, a PostgreSQL template
 * database that each test file copies.
 */
export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) {
    const template = `nethub_tpl_${hash}_${process.pid}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${template}`);
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${template}`;
    const database = await openPostgres(url.toString(), {
      poolSize: 2,
      connectTimeoutMs: 10_000,
      hangGuard: false,
    });
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template}`);
      await admin.end();
    };
  }
  const snapshot = path.join(cacheDir, `pglite-${hash}.tgz`);
  if (!existsSync(snapshot)) {
    mkdirSync(cacheDir, { recursive: true });
    const database = await openPglite({});
    await database.migrate();
    const client = (
      database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }
    ).$client;
    const dump = await client.dumpDataDir('gzip');
    writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteSnapshot', snapshot);
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    pgTemplate: string;
  }
}
