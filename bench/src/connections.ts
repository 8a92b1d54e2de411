import pg from 'pg';
import { freshPostgres, helloCeiling, load, seed } from './load.js';
import { login, percentile } from './members.js';
import { cpuSeconds, postgresCpuSeconds } from './cpu.js';
import { report, startServer } from './server.js';

/**
 * P1 (GET /connections) and P3 (explore search) on PostgreSQL at 100k members with ~50
 * connections each (BENCH_USERS to change; BENCH_REUSE_DATABASE_URL to reuse a seeded database).
 * Server pinned to CPU 0; run this under `taskset -c 1`.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4010);
const SEARCHES = [
  'sam',
  'olivia',
  'patel',
  'harbour',
  'keystone group',
  'director',
  'solicitor',
  'growth',
  'ethan wal',
  'consult',
];

const reused = process.env.BENCH_REUSE_DATABASE_URL;
const database = reused ? { url: reused, drop: async () => {} } : await freshPostgres(adminUrl);
try {
  if (!reused) seed(database.url, users);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const sample = (
    await client.query<{ email: string }>(
      "select email from users where email like 'gen.%' order by random() limit 40",
    )
  ).rows;
  const [{ regions }] = (
    await client.query<{ regions: string }>(
      "select string_agg(id::text, ',') as regions from (select id from regions order by name limit 3) r",
    )
  ).rows as [{ regions: string }];
  const [{ country }] = (
    await client.query<{ country: string }>("select id as country from countries where code = 'GB'")
  ).rows as [{ country: string }];
  await client.end();

  const hello = await helloCeiling(port + 1, '0');
  await load(hello.url, { seconds: 3 });
  const ceiling = await load(hello.url, { seconds });
  hello.stop();
  const staticList = await helloCeiling(port + 2, '0', 'list');
  await load(staticList.url, { seconds: 3 });
  const listCpuBefore = cpuSeconds(staticList.pid);
  const listCeiling = await load(staticList.url, { seconds });
  // CPU-ms per request: a cost ratio that a busy machine disturbs less than req/s.
  const listCpuMs =
    ((cpuSeconds(staticList.pid) - listCpuBefore) * 1000) / (listCeiling.rps * seconds);
  staticList.stop();

  const server = await startServer(port, { DATABASE_URL: database.url }, '0');
  try {
    const tokens = await Promise.all(sample.map((s) => login(server.url, s.email)));
    let turn = 0;
    const nextToken = () => tokens[turn++ % tokens.length]!;
    const listPath = '/api/v1/connections?status=CONNECTED';
    const auth = () => ({ authorization: nextToken() });
    const list = async () => {
      const { default: autocannon } = await import('autocannon');
      const r = await autocannon({
        url: server.url,
        connections: 100,
        duration: seconds,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              path: listPath,
              headers: { ...req.headers, ...auth() },
            }),
          },
        ],
      });
      return {
        rps: r.requests.average,
        p99: r.latency.p99,
        p50: r.latency.p50,
        errors: r.errors + r.non2xx,
      };
    };
    await list();
    const cpuBefore = cpuSeconds(server.pid);
    const pgCpuBefore = postgresCpuSeconds();
    const connections = await list();
    const perRequest = (cpu: number) => (cpu * 1000) / (connections.rps * seconds);
    const cpuMs = perRequest(cpuSeconds(server.pid) - cpuBefore);
    const pgCpuMs = perRequest(postgresCpuSeconds() - pgCpuBefore);

    const timings: number[] = [];
    for (let i = 0; i < 400; i++) {
      const q = new URLSearchParams({ textSearch: SEARCHES[i % SEARCHES.length]! });
      if (i % 3 === 1) q.set('country', country);
      if (i % 3 === 2) q.set('regions', regions);
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/connections/explore?${q}`, {
        headers: { authorization: nextToken() },
      });
      await res.arrayBuffer();
      if (i >= 40) timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    const browse: number[] = [];
    for (let i = 0; i < 200; i++) {
      const started = performance.now();
      await (
        await fetch(`${server.url}/api/v1/connections/explore?page=${1 + (i % 5)}`, {
          headers: { authorization: nextToken() },
        })
      ).arrayBuffer();
      if (i >= 20) browse.push(performance.now() - started);
    }
    browse.sort((a, b) => a - b);

    report([
      {
        target: 'C',
        what: 'ceiling: Fastify hello-world, 1 core, 100 conns',
        measured: `${Math.round(ceiling.rps)} req/s`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'C',
        what: 'ceiling C_list: static 10-row list of ~1 KB rows',
        measured: `${Math.round(listCeiling.rps)} req/s`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'P1',
        what: `GET /connections (40 members, ${users / 1000}k, ~50 each)`,
        measured: `${Math.round(connections.rps)} req/s`,
        goal: '>= 4,000 req/s',
        pass: connections.rps >= 4000,
      },
      {
        target: 'P1',
        what: 'p50 / p99',
        measured: `${connections.p50} / ${connections.p99} ms`,
        goal: 'p99 <= 30 ms',
        pass: connections.p99 <= 30,
      },
      {
        target: 'P1',
        what: 'ratio to C_list / errors',
        measured: `${(connections.rps / listCeiling.rps).toFixed(3)} / ${connections.errors}`,
        goal: '>= 0.17 x C_list, 0',
        pass: connections.rps / listCeiling.rps >= 0.17 && connections.errors === 0,
      },
      {
        target: 'P1',
        what: 'server CPU-ms per request (C_list in the same run)',
        measured: `${cpuMs.toFixed(3)} (${listCpuMs.toFixed(3)})`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'P1',
        what: 'PostgreSQL CPU-ms per request (whole cluster)',
        measured: pgCpuMs.toFixed(3),
        goal: 'info',
        pass: null,
      },
      {
        target: 'P3',
        what: 'explore text search (+filters), top page, p50',
        measured: `${percentile(timings, 50).toFixed(1)} ms`,
        goal: '<= 10 ms',
        pass: percentile(timings, 50) <= 10,
      },
      {
        target: 'P3',
        what: 'explore text search (+filters), p95 / p99',
        measured: `${percentile(timings, 95).toFixed(1)} / ${percentile(timings, 99).toFixed(1)} ms`,
        goal: 'p95 <= 25 ms',
        pass: percentile(timings, 95) <= 25,
      },
      {
        target: 'P3',
        what: 'explore browsing pages 1-5 (no search), p50 / p95',
        measured: `${percentile(browse, 50).toFixed(1)} / ${percentile(browse, 95).toFixed(1)} ms`,
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
