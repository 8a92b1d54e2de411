import { cpuSeconds, postgresCpuSeconds } from './cpu.js';
import { freshPostgres, helloCeiling, load, seed } from './load.js';
import { serialLatency, signedInSample } from './members.js';
import { report, startServer } from './server.js';

/**
 * "Who to meet next" (issue 21, ADR 031): GET /suggestions on PostgreSQL at 100k members with
 * ~50 connections, ~20 leads, three network groups and two "looking for" tags each (BENCH_USERS
 * to change; BENCH_REUSE_DATABASE_URL to reuse a seeded database). Server pinned to CPU 0; run
 * this under `taskset -c 1`. Reports the server's CPU time per call next to the latency.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 400);
const reused = process.env.BENCH_REUSE_DATABASE_URL;
const database = reused ? { url: reused, drop: async () => {} } : await freshPostgres(adminUrl);
try {
  if (!reused) seed(database.url, users);
  const hello = await helloCeiling(4011, '0');
  await load(hello.url, { seconds: 3 });
  const ceiling = await load(hello.url, { seconds: 5 });
  hello.stop();

  const server = await startServer(4010, { DATABASE_URL: database.url }, '0');
  try {
    const nextToken = await signedInSample(database.url, server.url);
    let rows = 0;
    const get = async () => {
      const res = await fetch(`${server.url}/api/v1/suggestions?limit=12`, {
        headers: { authorization: nextToken() },
      });
      if (!res.ok) throw new Error(`/suggestions: ${res.status}`);
      rows += ((await res.json()) as { data: { rows: unknown[] } }).data.rows.length;
    };
    await serialLatency(100, get);
    rows = 0;
    const cpuBefore = cpuSeconds(server.pid);
    const postgresBefore = postgresCpuSeconds();
    const serial = await serialLatency(calls, get);
    const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / calls;
    const postgresMs = ((postgresCpuSeconds() - postgresBefore) * 1000) / calls;
    report([
      {
        target: 'C',
        what: 'ceiling: Fastify hello-world, 1 core, 100 conns',
        measured: `${Math.round(ceiling.rps)} req/s`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'S1',
        what: `GET /suggestions, one at a time (${users / 1000}k members), p50 / p95`,
        measured: `${serial.p50.toFixed(1)} / ${serial.p95.toFixed(1)} ms`,
        goal: 'p95 ≤ 50 ms',
        pass: serial.p95 <= 50,
      },
      {
        target: 'S1',
        what: 'CPU per call: server / PostgreSQL; suggestions per answer',
        measured: `${cpuMs.toFixed(1)} / ${postgresMs.toFixed(1)} ms; ${(rows / calls).toFixed(1)}`,
        goal: 'info',
        pass: null,
      },
    ]);
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
