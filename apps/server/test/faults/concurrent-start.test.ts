import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../../src/seed/demo.js';
import { startPgCluster, type PgCluster } from './support/pg-cluster.js';
import { probe } from './support/load.js';
import { startServer, type ServerProcess } from './support/server-process.js';

const serverDir = new URL('../..', import.meta.url).pathname;

/** Runs `npm run migrate`'s script as its own process; resolves with its exit code and output. */
function runMigrate(databaseUrl: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/scripts/migrate.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 90_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

async function tableCount(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

/**
 * N instances started at once on an empty database: migrations and the seed run under an
 * advisory lock, so one migrates and seeds, the others wait and find nothing to do; all serve.
 * Without the lock they race in the first migration (CREATE EXTENSION) and one crashes.
 */
describe('instances started at once on an empty database', () => {
  let cluster: PgCluster;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    cluster = await startPgCluster();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await cluster?.destroy();
  });

  it('all migrate, seed and serve', async () => {
    const url = await cluster.createDatabase('nethub');
    const started = await Promise.allSettled(
      [1, 2, 3].map(() =>
        startServer({ DATABASE_URL: url, SEED_DEMO: 'true' }, { waitMs: 90_000 }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failures = started.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
    expect(failures).toEqual([]);

    const faqs = [];
    for (const server of servers) {
      expect((await probe(server.url, '/api/v1/health')).status).toBe(200);
      const res = await fetch(`${server.url}/api/v1/faqs`);
      expect(res.status).toBe(200);
      faqs.push(JSON.stringify(await res.json()));
    }
    // One seed, not three: every instance reads the same FAQs, each once.
    expect(new Set(faqs).size).toBe(1);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number; distinct: number }>(
        'select count(*)::int as n, count(distinct question)::int as distinct from faqs',
      );
      expect(rows[0]!.n).toBeGreaterThan(0);
      expect(rows[0]!.n).toBe(rows[0]!.distinct);
      const migrations = await client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(migrations.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await client.end();
    }
    // Any instance may sign in the demo members the first one created.
    for (const server of servers) {
      const login = await fetch(`${server.url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: DEMO_LOGINS[0].email, password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
    }
  });

  it('MIGRATE_ON_START=false leaves the schema to npm run migrate, which may run twice at once', async () => {
    const url = await cluster.createDatabase('release');
    const server = await startServer({ DATABASE_URL: url, MIGRATE_ON_START: 'false' });
    servers.push(server);
    expect(await tableCount(url)).toBe(0);
    expect((await probe(server.url, '/api/v1/faqs')).status).not.toBe(200);

    const runs = await Promise.all([runMigrate(url), runMigrate(url)]);
    for (const run of runs) expect(run.code, run.output).toBe(0);
    expect(await tableCount(url)).toBeGreaterThan(10);
    // The running instance serves the migrated schema and its reference data; no demo members.
    expect((await probe(server.url, '/api/v1/faqs')).status).toBe(200);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from users');
      expect(rows[0]!.n).toBe(0);
    } finally {
      await client.end();
    }
  });
});
