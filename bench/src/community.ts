import pg from 'pg';
import { freshPostgres, seed } from './load.js';
import { serialLatency, signedInSample } from './members.js';
import { report, startServer } from './server.js';

/**
 * The community feed with its filters, a group feed and the notification counts on PostgreSQL at
 * 100k members, 1k groups, 1M posts and 1M notifications (BENCH_USERS to change;
 * BENCH_REUSE_DATABASE_URL to reuse a seeded database). Server pinned to CPU 0; run this under
 * `taskset -c 1`.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const reused = process.env.BENCH_REUSE_DATABASE_URL;
const database = reused ? { url: reused, drop: async () => {} } : await freshPostgres(adminUrl);

async function referenceIds(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const pick = async (query: string) => (await client.query<{ id: string }>(query)).rows[0]!.id;
  const ids = {
    country: await pick("select id from countries where code = 'GB'"),
    region: await pick(
      "select r.id from regions r join countries c on c.id = r.country_id where c.code = 'GB' order by r.name limit 1",
    ),
    sector: await pick('select id from sectors order by name limit 1'),
    plan: await pick('select id from subscription_plans order by name limit 1'),
  };
  await client.end();
  return ids;
}

try {
  if (!reused) seed(database.url, users);
  const ids = await referenceIds(database.url);
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
    const feedsByName: Array<[string, string]> = [
      ['no filter', '/community-posts'],
      ['page 3', '/community-posts?page=3'],
      ['country', `/community-posts?country=${ids.country}`],
      ['region', `/community-posts?regions=${ids.region}`],
      ['sector', `/community-posts?sectors=${ids.sector}`],
      ['subscription', `/community-posts?subscriptions=${ids.plan}`],
      ['text "payroll"', '/community-posts?textSearch=payroll'],
      ['text "printer event"', '/community-posts?textSearch=printer%20event'],
      ['bookmarked', '/community-posts?bookmark=true'],
    ];
    const feeds = feedsByName.map(([, path]) => path);
    await serialLatency(100, (i) => get(feeds[i % feeds.length]!));
    const perFilter = [];
    for (const [name, path] of feedsByName)
      perFilter.push({ name, ...(await serialLatency(60, () => get(path))) });
    const all = await serialLatency(450, (i) => get(feeds[i % feeds.length]!));
    const directory = await serialLatency(200, () => get('/network-directory'));
    const counts = await serialLatency(400, () => get('/notification/count-notification'));
    const list = await serialLatency(300, () => get('/notification'));
    report([
      ...perFilter.map((row) => ({
        target: 'F1',
        what: `community feed, ${row.name}, p50 / p95`,
        measured: `${row.p50.toFixed(1)} / ${row.p95.toFixed(1)} ms`,
        goal: 'info',
        pass: null,
      })),
      {
        target: 'F1',
        what: `community feed, all filters mixed (${users / 1000}k members, ~10 posts each), p50 / p95`,
        measured: `${all.p50.toFixed(1)} / ${all.p95.toFixed(1)} ms`,
        goal: 'p95 < 50 ms',
        pass: all.p95 < 50,
      },
      {
        target: 'G1',
        what: 'GET /network-directory (1k groups), p50 / p95',
        measured: `${directory.p50.toFixed(1)} / ${directory.p95.toFixed(1)} ms`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'N1',
        what: 'GET /notification/count-notification, p50 / p95',
        measured: `${counts.p50.toFixed(1)} / ${counts.p95.toFixed(1)} ms`,
        goal: 'p95 < 25 ms',
        pass: counts.p95 < 25,
      },
      {
        target: 'N2',
        what: 'GET /notification (page of 20), p50 / p95',
        measured: `${list.p50.toFixed(1)} / ${list.p95.toFixed(1)} ms`,
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
