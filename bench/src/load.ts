import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { repoRoot } from './server.js';

export type LoadResult = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

/** autocannon for `seconds` at `connections`, with an optional per-request path chooser. */
export async function load(
  url: string,
  options: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    path?: () => string;
  },
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 100,
    duration: options.seconds ?? 10,
    headers: options.headers,
    requests: options.path
      ? [{ setupRequest: (req) => ({ ...req, path: options.path!() }) }]
      : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

/**
 * The same-run ceilings, a bare Fastify server pinned like the server: C_hello answers
 * `{ hello: 'world' }`; C_list (`kind: 'list'`) a static list of 10 rows of about 1 KB each,
 * what PERFORMANCE.md names as the ceiling of a list call such as P1.
 */
export async function helloCeiling(port: number, cpu: string, kind: 'hello' | 'list' = 'hello') {
  const body =
    kind === 'hello'
      ? `{ hello: 'world' }`
      : `{ data: { items: Array.from({ length: 10 }, (_, i) => ({
          _id: '00000000-0000-4000-8000-' + String(i).padStart(12, '0'),
          status: 'CONNECTED', direction: 'SENT', bookmark: false,
          createdAt: new Date(0).toISOString(),
          member: { _id: 'member-' + i, firstName: 'Firstname' + i, lastName: 'Lastname',
            headline: 'Helping small businesses grow through trusted introductions',
            company: 'Northwind Consulting Ltd', jobTitle: 'Managing Partner',
            avatar: '/api/v1/media/' + 'a'.repeat(36) + '/thumb.webp',
            country: 'United Kingdom', region: 'Greater London',
            sectors: ['Accounting', 'Financial planning', 'Legal services'],
            about: 'x'.repeat(420) } })), total: 50, page: 1, limit: 10 } }`;
  const child = spawn(
    'taskset',
    [
      '-c',
      cpu,
      process.execPath,
      '--input-type=module',
      '-e',
      `
    import Fastify from 'fastify';
    const app = Fastify();
    const body = ${body};
    app.get('/', async () => body);
    await app.listen({ port: ${port}, host: '127.0.0.1' });
  `,
    ],
    { cwd: `${repoRoot}/apps/server`, stdio: 'inherit' },
  );
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid!, stop: () => child.kill() };
}

/**
 * A fresh PostgreSQL database for one benchmark run, dropped afterwards. BENCH_DATABASE_PREFIX
 * (nethub_bench) names it, for machines where each user keeps to a prefix of their own.
 */
export async function freshPostgres(adminUrl: string) {
  const prefix = process.env.BENCH_DATABASE_PREFIX ?? 'nethub_bench';
  if (!/^[a-z_][a-z0-9_]*$/.test(prefix)) throw new Error('BENCH_DATABASE_PREFIX: a-z, 0-9, _');
  const name = `${prefix}_${process.pid}`;
  // A connection of its own for each statement: a bench runs for minutes, and one idle admin
  // connection held that long is one more thing that can be cut under it.
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export function seed(databaseUrl: string, users: number) {
  const run = spawnSync('npm', ['run', 'seed', '--', '--users', String(users)], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (run.status !== 0) throw new Error('seeding failed');
}
