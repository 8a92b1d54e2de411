import { cpuSeconds, postgresCpuSeconds } from './cpu.js';
import { freshPostgres, helloCeiling, load, seed } from './load.js';
import { serialLatency, signedInSample } from './members.js';
import { report, startServer } from './server.js';

/**
 * One search in the header (issue 20 item 3, ADR 033): GET /search?q= on PostgreSQL at 100k
 * members with 1M posts (ten each, one in five on a group feed) and 1k groups (BENCH_USERS to
 * change; BENCH_REUSE_DATABASE_URL to reuse a seeded database, which is only read, apart from
 * the sign-ins). Server pinned to CPU 0; run this under `taskset -c 1` (the npm script does).
 * Reports p50/p95 next to target P14 (p95 ≤ 50 ms), the server's and PostgreSQL's CPU per call
 * and the same-run hello-world ceiling.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 400);
/** Ports of the server and the hello-world (another bench may hold the usual 4010/4011). */
const port = Number(process.env.BENCH_PORT ?? 4010);
/**
 * What members type: first names and surnames by their start (common and rare), two words,
 * job words, post words common across 1M posts ("meeting", "payroll"), group names, and words
 * nothing matches (every kind then falls back to its text index).
 */
const SEARCHES = [
  'sa',
  'sar',
  'olivia',
  'dav',
  'ethan wal',
  'patel',
  'director',
  'consult',
  'payroll',
  'breakfast meeting',
  'introduction',
  'circle',
  'business circle 42',
  'harbour',
  'zzqx',
  'quantum widget',
];

const reused = process.env.BENCH_REUSE_DATABASE_URL;
const database = reused ? { url: reused, drop: async () => {} } : await freshPostgres(adminUrl);
try {
  if (!reused) seed(database.url, users);
  const hello = await helloCeiling(port + 1, '0');
  await load(hello.url, { seconds: 3 });
  const ceiling = await load(hello.url, { seconds: 5 });
  hello.stop();

  const server = await startServer(port, { DATABASE_URL: database.url }, '0');
  try {
    const nextToken = await signedInSample(database.url, server.url);
    const found = { people: 0, groups: 0, posts: 0, messages: 0 };
    const perQuery = new Map<string, number[]>();
    const get = async (i: number) => {
      const q = SEARCHES[i % SEARCHES.length]!;
      const started = performance.now();
      const res = await fetch(`${server.url}/api/v1/search?q=${encodeURIComponent(q)}`, {
        headers: { authorization: nextToken() },
      });
      if (!res.ok) throw new Error(`/search?q=${q}: ${res.status}`);
      const { data } = (await res.json()) as { data: Record<keyof typeof found, { rows: [] }> };
      for (const kind of Object.keys(found) as Array<keyof typeof found>)
        found[kind] += data[kind].rows.length;
      perQuery.set(q, [...(perQuery.get(q) ?? []), performance.now() - started]);
    };
    await serialLatency(SEARCHES.length * 4, get);
    for (const kind of Object.keys(found) as Array<keyof typeof found>) found[kind] = 0;
    perQuery.clear();
    const cpuBefore = cpuSeconds(server.pid);
    const postgresBefore = postgresCpuSeconds();
    const serial = await serialLatency(calls, get);
    const cpuMs = ((cpuSeconds(server.pid) - cpuBefore) * 1000) / calls;
    const postgresMs = ((postgresCpuSeconds() - postgresBefore) * 1000) / calls;
    const slowest = [...perQuery]
      .map(([q, times]) => [q, Math.max(...times)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([q, ms]) => `${q} ${ms.toFixed(0)}`)
      .join(', ');
    const each = (kind: keyof typeof found) => (found[kind] / calls).toFixed(1);
    report([
      {
        target: 'C',
        what: 'ceiling: Fastify hello-world, 1 core, 100 conns',
        measured: `${Math.round(ceiling.rps)} req/s`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'P14',
        what: `GET /search, one at a time (${users / 1000}k members), p50 / p95`,
        measured: `${serial.p50.toFixed(1)} / ${serial.p95.toFixed(1)} ms`,
        goal: 'p95 ≤ 50 ms',
        pass: serial.p95 <= 50,
      },
      {
        target: 'P14',
        what: 'CPU per call: server / PostgreSQL',
        measured: `${cpuMs.toFixed(1)} / ${postgresMs.toFixed(1)} ms`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'P14',
        what: 'rows per answer: people / groups / posts / messages',
        measured: `${each('people')} / ${each('groups')} / ${each('posts')} / ${each('messages')}`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'P14',
        what: 'slowest searches (ms, worst call)',
        measured: slowest,
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
