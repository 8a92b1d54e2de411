import pg from 'pg';
import { freshPostgres, helloCeiling, load, seed } from './load.js';
import { signedInSample } from './members.js';
import { cpuSeconds, postgresCpuSeconds } from './cpu.js';
import { report, startServer } from './server.js';

/**
 * P2: GET /users/profile/{id} on PostgreSQL with 100k members (BENCH_USERS to change), random
 * members, 100 connections; next to a bare Fastify hello-world measured in the same run.
 * Server pinned to CPU 0, this load generator to CPU 1 (run under `taskset -c 1`).
 * BENCH_REUSE_DATABASE_URL reuses a database seeded with `npm run seed -- --users N`.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4000);

const reused = process.env.BENCH_REUSE_DATABASE_URL;
const database = reused ? { url: reused, drop: async () => {} } : await freshPostgres(adminUrl);
try {
  if (!reused) {
    const seedStart = Date.now();
    seed(database.url, users);
    console.log(`seeded ${users} members in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const ids = (
    await client.query<{ id: string }>('select id from users order by random() limit 5000')
  ).rows.map((r) => r.id);
  await client.end();

  const hello = await helloCeiling(port + 1, '0');
  await load(hello.url, { seconds: 3 });
  const helloCpuBefore = cpuSeconds(hello.pid);
  const ceiling = await load(hello.url, { seconds });
  const helloCpuMs = ((cpuSeconds(hello.pid) - helloCpuBefore) * 1000) / (ceiling.rps * seconds);
  hello.stop();

  const server = await startServer(port, { DATABASE_URL: database.url }, '0');
  try {
    // One member reads others' profiles (as a member browsing does), signed in for real.
    const headers = { authorization: (await signedInSample(database.url, server.url, 1))() };
    const path = () => `/api/v1/users/profile/${ids[Math.floor(Math.random() * ids.length)]}`;
    await load(server.url, { seconds: 3, headers, path });
    const cpuBefore = cpuSeconds(server.pid);
    const pgCpuBefore = postgresCpuSeconds();
    const profile = await load(server.url, { seconds, headers, path });
    // CPU-ms per request: a cost ratio that a busy machine disturbs less than req/s.
    const perRequest = (cpu: number) => (cpu * 1000) / (profile.rps * seconds);
    const cpuMs = perRequest(cpuSeconds(server.pid) - cpuBefore);
    const pgCpuMs = perRequest(postgresCpuSeconds() - pgCpuBefore);
    report([
      {
        target: 'C',
        what: 'ceiling: Fastify hello-world, 1 core, 100 conns',
        measured: `${Math.round(ceiling.rps)} req/s p99 ${ceiling.p99} ms`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'P2',
        what: `GET /users/profile/{id}, ${users / 1000}k members (PostgreSQL)`,
        measured: `${Math.round(profile.rps)} req/s`,
        goal: '>= 10,000 req/s',
        pass: profile.rps >= 10_000,
      },
      {
        target: 'P2',
        what: 'p50 / p99 latency',
        measured: `${profile.p50} / ${profile.p99} ms`,
        goal: 'p99 <= 10 ms',
        pass: profile.p99 <= 10,
      },
      {
        target: 'P2',
        what: 'ratio to the hello-world ceiling',
        measured: (profile.rps / ceiling.rps).toFixed(2),
        goal: '>= 0.13',
        pass: profile.rps / ceiling.rps >= 0.13,
      },
      {
        target: 'P2',
        what: 'server CPU-ms per request (hello-world in the same run)',
        measured: `${cpuMs.toFixed(3)} (${helloCpuMs.toFixed(3)})`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'P2',
        what: 'PostgreSQL CPU-ms per request (whole cluster)',
        measured: pgCpuMs.toFixed(3),
        goal: 'info',
        pass: null,
      },
      {
        target: 'P2',
        what: 'errors / non-2xx',
        measured: `${profile.errors} / ${profile.non2xx}`,
        goal: '0 / 0',
        pass: profile.errors + profile.non2xx === 0,
      },
    ]);
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
