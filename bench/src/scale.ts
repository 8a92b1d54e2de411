import { cpuSeconds, postgresCpuSeconds } from './cpu.js';
import { percentile, signedInSample } from './members.js';
import { report, startServer } from './server.js';

/**
 * P15 (`npm run bench:scale`): the main lists and searches at two sizes in the same run, so the
 * ratio does not depend on how busy the machine was on another day. BENCH_SCALE_DATABASES names
 * two seeded databases, smaller first (`npm run seed -- --users 100000` and `--users 1000000`);
 * they are only read, apart from the sign-ins. One server per database, both pinned to CPU 0;
 * run this under `taskset -c 1` (the npm script does). Each call runs one at a time, BENCH_CALLS
 * times per size in each of BENCH_ROUNDS rounds (3), the sizes alternating block by block, so
 * drift in the machine's load falls on both. Reports p50/p95 at each size, the ratio of the
 * p95s (target ≤ 2) and the server's and PostgreSQL's CPU-ms per call at each size.
 * BENCH_SCALE_ONLY limits the run to some calls (by the start of their names).
 */
const databases = process.env.BENCH_SCALE_DATABASES?.split(',');
if (databases?.length !== 2) {
  console.error('BENCH_SCALE_DATABASES: two seeded databases, smaller first, comma-separated');
  process.exit(2);
}
const calls = Number(process.env.BENCH_CALLS ?? 40);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 4060);
const TERMS = ['sam', 'olivia', 'patel', 'harbour', 'director', 'consult', 'ethan wal', 'zzqx'];

/** The screens' own first calls: every list and search a member opens most. */
const ALL_CALLS: Array<[string, (i: number) => string]> = [
  ['connections (P1)', () => '/connections?status=CONNECTED&page=1&offset=10'],
  [
    'explore search (P3)',
    (i) => `/connections/explore?textSearch=${encodeURIComponent(TERMS[i % TERMS.length]!)}`,
  ],
  ['explore browse', (i) => `/connections/explore?page=${1 + (i % 3)}&offset=10`],
  ['one search (P14)', (i) => `/search?q=${encodeURIComponent(TERMS[i % TERMS.length]!)}`],
  ['community feed', () => '/community-posts?page=1&offset=10'],
  ['notifications', () => '/notification?scope=personal&page=1&offset=20'],
  ['leads', () => '/leads'],
  ['suggestions', () => '/suggestions?limit=12'],
];
/** BENCH_SCALE_ONLY: the calls to run, by the start of their names ("explore,one search"). */
const only = process.env.BENCH_SCALE_ONLY?.split(',').map((name) => name.trim());
const CALLS = ALL_CALLS.filter(([name]) => !only || only.some((start) => name.startsWith(start)));

type Size = { index: number; label: string; url: string; pid: number; nextToken: () => string };
type Tally = { times: number[]; serverCpu: number; postgresCpu: number };

const servers = await Promise.all(
  databases.map((url, i) => startServer(port + i, { DATABASE_URL: url }, '0')),
);
try {
  const sizes: Size[] = [];
  for (const [i, server] of servers.entries()) {
    const client = new URL(databases[i]!);
    sizes.push({
      index: i,
      label: client.pathname.slice(1) || `database ${i + 1}`,
      url: server.url,
      pid: server.pid,
      nextToken: await signedInSample(databases[i]!, server.url),
    });
  }
  const call = async (size: Size, path: string) => {
    const res = await fetch(`${size.url}/api/v1${path}`, {
      headers: { authorization: size.nextToken() },
    });
    if (!res.ok) throw new Error(`${size.label} ${path}: ${res.status}`);
    await res.arrayBuffer();
  };
  // Warm both: caches, prepared statements and the page cache of each database's hot indexes.
  for (const size of sizes)
    for (const [, path] of CALLS) for (let i = 0; i < 10; i++) await call(size, path(i));

  const tallies = new Map<string, Tally>();
  for (let round = 0; round < rounds; round++)
    for (const [name, path] of CALLS)
      for (const size of sizes) {
        const key = `${name}@${size.index}`;
        const tally = tallies.get(key) ?? { times: [], serverCpu: 0, postgresCpu: 0 };
        const serverBefore = cpuSeconds(size.pid);
        const postgresBefore = postgresCpuSeconds();
        for (let i = 0; i < calls; i++) {
          const started = performance.now();
          await call(size, path(round * calls + i));
          tally.times.push(performance.now() - started);
        }
        tally.serverCpu += cpuSeconds(size.pid) - serverBefore;
        tally.postgresCpu += postgresCpuSeconds() - postgresBefore;
        tallies.set(key, tally);
      }

  const [small, large] = sizes as [Size, Size];
  for (const [name] of CALLS) {
    const figures = [small, large].map((size) => {
      const tally = tallies.get(`${name}@${size.index}`)!;
      const sorted = [...tally.times].sort((a, b) => a - b);
      const count = sorted.length;
      return {
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        cpu: `${((tally.serverCpu * 1000) / count).toFixed(2)}+${((tally.postgresCpu * 1000) / count).toFixed(2)}`,
      };
    });
    const [a, b] = figures as [(typeof figures)[0], (typeof figures)[0]];
    const ratio = b.p95 / a.p95;
    report([
      {
        target: 'P15',
        what: `${name}: p50/p95 ${small.label} | ${large.label}`,
        measured: `${a.p50.toFixed(1)}/${a.p95.toFixed(1)} | ${b.p50.toFixed(1)}/${b.p95.toFixed(1)} ms`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'P15',
        what: `${name}: p95 ratio (CPU-ms server+PG per call, each size)`,
        measured: `${ratio.toFixed(2)} × (${a.cpu} | ${b.cpu})`,
        goal: '<= 2 ×',
        pass: ratio <= 2,
      },
      ...(name.startsWith('explore search')
        ? [
            {
              target: 'P3',
              what: `explore search at ${large.label}: p95`,
              measured: `${b.p95.toFixed(1)} ms`,
              goal: '<= 50 ms at 1M',
              pass: b.p95 <= 50,
            },
          ]
        : []),
    ]);
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
}
