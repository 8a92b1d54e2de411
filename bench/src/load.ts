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

/** A bare Fastify hello-world pinned like the server: the same-run ceiling C_hello. */
export async function helloCeiling(port: number, cpu: string) {
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
    app.get('/', async () => ({ hello: 'world' }));
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
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

/** A fresh PostgreSQL database for one benchmark run, dropped afterwards. */
export async function freshPostgres(adminUrl: string, prefix = 'nethub_bench_') {
  const name = `${prefix}${process.pid}`;
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
