import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cpuSeconds, postgresCpuSeconds } from './cpu.js';
import { login } from './members.js';
import { startServer } from './server.js';

/**
 * `npm run bench:statements -w @nethub/bench`: how many SQL statements each call of the
 * whole-system mix (bench:system's screens) sends to PostgreSQL, and which — counted inside the
 * server, so the figure does not depend on how busy the machine is. Each call is made CALLS (20)
 * times in a row by one seeded member, after one call to warm the caches a busy server has warm.
 * Needs BENCH_REUSE_DATABASE_URL (a database seeded with `npm run seed -- --users N`); BENCH_PORT (4042).
 */
const databaseUrl = process.env.BENCH_REUSE_DATABASE_URL;
if (!databaseUrl) {
  console.error('BENCH_REUSE_DATABASE_URL: a database seeded with `npm run seed -- --users N`');
  process.exit(2);
}
const CALLS = Number(process.env.BENCH_CALLS ?? 20);
/** Calls in a row for the CPU figures: /proc counts in 10 ms ticks. */
const CPU_CALLS = Number(process.env.BENCH_CPU_CALLS ?? 300);
const tallyFile = path.join(tmpdir(), `nethub-statements-${randomUUID()}.json`);

const tally = () =>
  new Map<string, number>(JSON.parse(readFileSync(tallyFile, 'utf8')) as Array<[string, number]>);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const { rows } = await client.query<{ id: string; email: string; other: string }>(
  `select u.id, u.email,
          case when c.user_low = u.id then c.user_high else c.user_low end as other
     from users u join connections c on (c.user_low = u.id or c.user_high = u.id)
    where u.email like 'gen.%' and c.status = 'CONNECTED'
    order by u.email limit 1 offset 500`,
);
await client.end();
const member = rows[0]!;

const server = await startServer(Number(process.env.BENCH_PORT ?? 4042), {
  DATABASE_URL: databaseUrl,
  NODE_OPTIONS: `--import=${new URL('./count-statements.mjs', import.meta.url).pathname}`,
  BENCH_STATEMENTS_FILE: tallyFile,
});
try {
  const auth = await login(server.url, member.email);
  const call = async (method: 'GET' | 'POST', url: string, body?: unknown) => {
    const response = await fetch(`${server.url}/api/v1${url}`, {
      method,
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return (await response.json()) as { data: unknown };
  };
  const { channel } = (
    await call('POST', '/chat/get-channel', { users: [member.id, member.other] })
  ).data as { channel: string };
  const CALLS_OF_THE_MIX: Array<[string, () => Promise<unknown>]> = [
    ['home: figures, ledger, checklist', () => call('GET', '/statistical/home')],
    ['home: who to meet', () => call('GET', '/suggestions?limit=3')],
    ['arrival: bell counts', () => call('GET', '/notification/count-notification')],
    ['connections', () => call('GET', '/connections?sort=firstName&order=ASC&page=1&offset=10')],
    ['connections: tabs', () => call('GET', '/connections/tabs')],
    ['profile (P2)', () => call('GET', `/users/profile/${member.other}`)],
    ['explore', () => call('GET', '/connections/explore?page=1&offset=10')],
    ['explore: search', () => call('GET', '/connections/explore?textSearch=sam&page=1&offset=10')],
    ['community', () => call('GET', '/community-posts?page=1&offset=10')],
    ['notifications', () => call('GET', '/notification?scope=personal&page=1&offset=20')],
    [
      'chat: send-message',
      () =>
        call('POST', '/chat/send-message', { channel, content: 'bench', clientId: randomUUID() }),
    ],
  ];
  console.log(
    `statements per call, ${CALLS} calls each (one member, caches warm); then CPU-ms per call of the server and PostgreSQL over ${CPU_CALLS} calls`,
  );
  for (const [name, run] of CALLS_OF_THE_MIX) {
    await run();
    await sleep(300);
    const before = tally();
    for (let i = 0; i < CALLS; i++) await run();
    await sleep(300); // The job the call queued is taken and finished by then.
    const after = tally();
    const per = [...after]
      .map(([text, n]) => [text, (n - (before.get(text) ?? 0)) / CALLS] as const)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1]);
    const total = per.reduce((sum, [, n]) => sum + n, 0);
    const cpu = await cpuPerCall(server.pid, run);
    console.log(
      `${total.toFixed(1).padStart(5)}  ${name}  (CPU-ms per call: server ${cpu.server.toFixed(2)}, PostgreSQL ${cpu.postgres.toFixed(2)})`,
    );
    for (const [text, n] of per) console.log(`        ${n.toFixed(2)}  ${text.slice(0, 110)}`);
  }
} finally {
  await server.stop();
}

/** The server's and PostgreSQL's CPU time per call, over CPU_CALLS calls one after another. */
async function cpuPerCall(pid: number, run: () => Promise<unknown>) {
  const before = { server: cpuSeconds(pid), postgres: postgresCpuSeconds() };
  for (let i = 0; i < CPU_CALLS; i++) await run();
  await sleep(300);
  return {
    server: ((cpuSeconds(pid) - before.server) * 1000) / CPU_CALLS,
    postgres: ((postgresCpuSeconds() - before.postgres) * 1000) / CPU_CALLS,
  };
}
