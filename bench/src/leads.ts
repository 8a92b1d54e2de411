import { freshPostgres, helloCeiling, load, seed } from './load.js';
import { loadSignedIn, serialLatency, signedInSample } from './members.js';
import { report, startServer } from './server.js';

/**
 * The lead list, its tabs and the home dashboard on PostgreSQL at 100k members with ~20 leads each (BENCH_USERS to
 * change; BENCH_REUSE_DATABASE_URL to reuse a seeded database). Server pinned to CPU 0; run this
 * under `taskset -c 1`.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const reused = process.env.BENCH_REUSE_DATABASE_URL;
const database = reused ? { url: reused, drop: async () => {} } : await freshPostgres(adminUrl);
try {
  if (!reused) seed(database.url, users);
  const hello = await helloCeiling(4011, '0');
  await load(hello.url, { seconds: 3 });
  const ceiling = await load(hello.url, { seconds });
  hello.stop();

  const server = await startServer(4010, { DATABASE_URL: database.url }, '0');
  try {
    const nextToken = await signedInSample(database.url, server.url);
    const get = async (path: string) => {
      const res = await fetch(`${server.url}/api/v1${path}`, {
        headers: { authorization: nextToken() },
      });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      await res.arrayBuffer();
    };
    const filtered = [
      '/leads',
      '/leads?type=incoming',
      '/leads?type=outgoing&pipelines=NEW,CONTACTED',
      '/leads?leadTypes=ACCOUNTING,PAYROLL',
      '/leads?page=2',
    ];
    await loadSignedIn(server.url, nextToken, () => '/api/v1/leads', 3);
    const list = await loadSignedIn(server.url, nextToken, () => '/api/v1/leads', seconds);
    const serial = await serialLatency(400, (i) => get(filtered[i % filtered.length]!));
    const tabs = await serialLatency(200, () => get('/leads/tabs'));
    // The home screen's figures, totals, leads and this year's pipeline: one call, as the web asks.
    const home = await serialLatency(300, () => get('/statistical/home'));
    report([
      {
        target: 'C',
        what: 'ceiling: Fastify hello-world, 1 core, 100 conns',
        measured: `${Math.round(ceiling.rps)} req/s`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'L1',
        what: `GET /leads at 100 conns (${users / 1000}k members, ~20 leads each)`,
        measured: `${Math.round(list.rps)} req/s, p99 ${list.p99} ms`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'L1',
        what: 'ratio to hello-world / errors',
        measured: `${(list.rps / ceiling.rps).toFixed(3)} / ${list.errors}`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'L2',
        what: 'lead list with filters, one at a time, p50 / p95',
        measured: `${serial.p50.toFixed(1)} / ${serial.p95.toFixed(1)} ms`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'L3',
        what: 'GET /leads/tabs, one at a time, p50 / p95',
        measured: `${tabs.p50.toFixed(1)} / ${tabs.p95.toFixed(1)} ms`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'D1',
        what: 'home dashboard figures (one call), p50 / p95',
        measured: `${home.p50.toFixed(1)} / ${home.p95.toFixed(1)} ms`,
        goal: 'p95 < 50 ms',
        pass: home.p95 < 50,
      },
    ]);
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
