import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { cpuSeconds, postgresCpuSeconds } from './cpu.js';
import pg from 'pg';
import { freshPostgres, seed } from './load.js';
import { percentile } from './members.js';
import { report, startServer } from './server.js';
import { connectWire, type WireReceiver } from './wire-receiver.js';

/**
 * `npm run bench:system -w @nethub/bench`: simulated members use the whole product at once, as
 * people do. Each signs in as a seeded member (the real login), keeps the real-time socket open
 * with its direct chat subscribed, and every 10-30 s does what a screen of the web app does:
 * home's dashboard calls, the connections list, an explore search, the community feed, the
 * notification list, or a chat message to a connection who is online and times its delivery;
 * like the web app, it asks only what it does not hold fresh (staleOf).
 * The count steps up until a gate breaks (avg <= 50 ms, p99 <= 500 ms, no error, no lost message)
 * and the largest passing count is the figure. Each step prints as it ends, with the server's,
 * PostgreSQL's and this load generator's own CPU per member-second (all three share the two
 * cores) and a `select 1` canary so a busy machine shows. The generator is kept light so it
 * takes little of the cores it measures: keep-alive `node:http` instead of fetch, and each
 * member's socket speaks socket.io's wire over plain `ws` (wire-receiver.ts) instead of
 * socket.io-client; the server cannot tell the difference.
 *
 * Each step first lets everyone act for BENCH_WARMUP_SECONDS (30) unmeasured by the gates: the
 * step's newcomers arrive within one think time, and their first visits (who to meet computed,
 * nothing cached yet) are a flash crowd, not the steady use of that many members the target
 * names. That window prints on its own line ("arriving"), and an error there still fails the step.
 *
 * BENCH_REUSE_DATABASE_URL (a database seeded with `npm run seed -- --users N`) or a fresh one
 * seeded with BENCH_USERS (100k); BENCH_STEPS (500,1000,2000,3000,5000,7500), BENCH_STEP_SECONDS
 * (60), BENCH_THINK_MS (10000-30000). BENCH_INSTANCES (1): server processes, as deployed one per
 * core (ADR 035), sharing the database and Redis (REDIS_URL, default the local one); the two
 * members of a pair sit on different instances, so their messages cross Redis.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const users = Number(process.env.BENCH_USERS ?? 100_000);
const steps = (process.env.BENCH_STEPS ?? '500,1000,2000,3000,5000,7500').split(',').map(Number);
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS ?? 60);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
const [thinkMin, thinkMax] = (process.env.BENCH_THINK_MS ?? '10000-30000')
  .split('-')
  .map(Number) as [number, number];
const GATES = { avgMs: 50, p99Ms: 500 };
const SEARCHES = ['sam', 'olivia', 'patel', 'director', 'consult', 'growth', 'harbour', 'ethan'];

type Member = {
  url: string;
  id: string;
  email: string;
  auth: string;
  channel: string;
  socket: WireReceiver;
  /** When this member's web app last fetched each path (see staleOf). */
  fetched: Map<string, number>;
};

type Sample = { action: string; ms: number; ok: boolean };

/** Member pairs that are connected to each other, each member in one pair only. */
async function connectedPairs(client: pg.Client, count: number) {
  const { rows } = await client.query<{ a: string; b: string; a_email: string; b_email: string }>(
    `select c.user_low as a, c.user_high as b, ua.email as a_email, ub.email as b_email
       from connections c
       join users ua on ua.id = c.user_low join users ub on ub.id = c.user_high
      where c.status = 'CONNECTED' and ua.status = 'active' and ub.status = 'active'
        and not ua.is_org_owner and not ub.is_org_owner
      order by random()
      limit $1`,
    [count * 4],
  );
  const taken = new Set<string>();
  const pairs: Array<[{ id: string; email: string }, { id: string; email: string }]> = [];
  for (const row of rows) {
    if (pairs.length * 2 >= count) break;
    if (taken.has(row.a) || taken.has(row.b)) continue;
    taken.add(row.a).add(row.b);
    pairs.push([
      { id: row.a, email: row.a_email },
      { id: row.b, email: row.b_email },
    ]);
  }
  if (pairs.length * 2 < count) throw new Error(`only ${pairs.length * 2} paired members found`);
  return pairs;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1024 });

/** One request over a kept-alive connection: status and body text. */
function send(url: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      `${url}/api/v1${path}`,
      { method: body === undefined ? 'GET' : 'POST', headers, agent },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function call(url: string, path: string, auth: string, body?: unknown) {
  const headers: Record<string, string> = { authorization: auth };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const { status, text } = await send(
    url,
    path,
    headers,
    body === undefined ? undefined : JSON.stringify(body),
  );
  if (status < 200 || status >= 300)
    throw new Error(`${path} answered ${status}: ${text.slice(0, 120)}`);
  return (JSON.parse(text) as { data: unknown }).data;
}

async function signIn(url: string, email: string) {
  const { status, text } = await send(
    url,
    '/auth/login',
    { 'content-type': 'application/json' },
    JSON.stringify({ email, password: 'NetHub-demo-1' }),
  );
  if (status !== 200) throw new Error(`login ${email}: ${status}`);
  return `Bearer ${(JSON.parse(text) as { data: { accessToken: string } }).data.accessToken}`;
}

/** Where each receiver times the bench's messages from its partner: this step's list. */
let deliveries: number[] = [];

async function openSocket(url: string, who: { id: string }, auth: string) {
  const socket = await connectWire(url, { token: auth.slice('Bearer '.length) });
  socket.on('chat:message', (payload) => {
    const message = payload as { content: string; userId: string | null };
    if (!message.content.startsWith('bench ') || message.userId === who.id) return;
    deliveries.push(Date.now() - Number(message.content.split(' ')[1]));
  });
  return socket;
}

/** Signs a pair in, opens both sockets and subscribes both to their direct channel. */
async function bringOnline(
  urls: [string, string],
  pair: [{ id: string; email: string }, { id: string; email: string }],
): Promise<Member[]> {
  const [a, b] = pair;
  const auths = [await signIn(urls[0], a.email), await signIn(urls[1], b.email)];
  const { channel } = (await call(urls[0], '/chat/get-channel', auths[0]!, {
    users: [a.id, b.id],
  })) as { channel: string };
  return Promise.all(
    [a, b].map(async (who, index) => {
      const url = urls[index]!;
      const auth = auths[index]!;
      const grant = (await call(url, '/chat/grant-token', auth, {})) as string;
      const socket = await openSocket(url, who, auth);
      await socket.emitWithAck('chat:subscribe', { token: grant, channels: [channel] });
      // The first load's bell counts; the socket keeps them fresh afterwards.
      await call(url, '/notification/count-notification', auth);
      return { url, id: who.id, email: who.email, auth, channel, socket, fetched: new Map() };
    }),
  );
}

/**
 * A call a screen makes when a member opens it, and how long the web keeps its answer fresh
 * (React Query's staleTime: 30 s by default, 0 for home's figures). Opened
 * again within that time, the web shows what it has and asks nothing, and so does a member here.
 */
type ScreenCall = { path: string; freshMs: number };
const FRESH_MS = 30_000;
const always = (path: string): ScreenCall => ({ path, freshMs: 0 });
const kept = (path: string): ScreenCall => ({ path, freshMs: FRESH_MS });

/** The calls of a screen that are not fresh for this member, marked as fetched now. */
function staleOf(member: Member, calls: ScreenCall[]) {
  const now = Date.now();
  return calls.filter(({ path, freshMs }) => {
    const fetched = member.fetched.get(path);
    if (fetched !== undefined && now - fetched < freshMs) return false;
    member.fetched.set(path, now);
    return true;
  });
}

/** Asks what the screen does not hold fresh, all at once; how many calls that took. */
async function openScreen(url: string, m: Member, calls: ScreenCall[]) {
  const stale = staleOf(m, calls);
  await Promise.all(stale.map(({ path }) => call(url, path, m.auth)));
  return stale.length;
}

/**
 * What a screen of the web app asks when a member moves to it in the app (the browser's own
 * requests, ADR 039), by the share of visits it gets. Reference lists the web keeps for an hour
 * (sectors, countries) and images are left out; the bell's counts are asked once on arrival and
 * then pushed over the socket, so no screen asks them again.
 */
const ACTIONS: Array<{
  name: string;
  weight: number;
  /** Resolves to the number of calls made. */
  run: (url: string, m: Member) => Promise<number>;
}> = [
  {
    name: 'home',
    weight: 30,
    run: (url, m) =>
      openScreen(url, m, [always('/statistical/home'), kept('/suggestions?limit=3')]),
  },
  {
    name: 'connections',
    weight: 15,
    run: (url, m) =>
      openScreen(url, m, [
        kept('/connections?sort=firstName&order=ASC&page=1&offset=10'),
        kept('/connections/tabs'),
      ]),
  },
  {
    name: 'explore',
    weight: 10,
    run: async (url, m) => {
      const browse = await openScreen(url, m, [kept('/connections/explore?page=1&offset=10')]);
      const words = SEARCHES[Math.floor(Math.random() * SEARCHES.length)];
      const search = `/connections/explore?textSearch=${words}&page=1&offset=10`;
      return browse + (await openScreen(url, m, [kept(search)]));
    },
  },
  {
    name: 'community',
    weight: 15,
    run: (url, m) => openScreen(url, m, [kept('/community-posts?page=1&offset=10')]),
  },
  {
    name: 'notifications',
    weight: 10,
    run: (url, m) => openScreen(url, m, [kept('/notification?scope=personal&page=1&offset=20')]),
  },
  {
    name: 'chat',
    weight: 20,
    run: async (url, m) => {
      await call(url, '/chat/send-message', m.auth, {
        channel: m.channel,
        content: `bench ${Date.now()}`,
        clientId: randomUUID(),
      });
      return 1;
    },
  },
];
const TOTAL_WEIGHT = ACTIONS.reduce((sum, action) => sum + action.weight, 0);

function pickAction() {
  let draw = Math.random() * TOTAL_WEIGHT;
  for (const action of ACTIONS) if ((draw -= action.weight) < 0) return action;
  return ACTIONS[0]!;
}

const think = () => thinkMin + Math.random() * (thinkMax - thinkMin);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `select 1` every 250 ms on its own connection: how long the machine makes a trivial query wait. */
function startCanary(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const timings: number[] = [];
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const started = performance.now();
      await client.query('select 1');
      timings.push(performance.now() - started);
      await sleep(250);
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      timings.sort((a, b) => a - b);
      return { p50: percentile(timings, 50), p99: percentile(timings, 99) };
    },
  };
}

/**
 * Each server's own view, from its metrics every second: the event loop's delay (p99 and worst of
 * each second) and how many requests waited for a database connection. Says whether a slow step
 * waited on the server's one thread, on the pool, or on neither (the database or the machine).
 */
function startServerProbe(urls: string[]) {
  // prom-client samples the loop every 10 ms, and each sample counts those 10 ms too.
  const LAG_SAMPLING_MS = 10;
  const seconds: Array<{ loopP99: number; loopMax: number; waiting: number }> = [];
  const metric = (text: string, name: string) =>
    Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? NaN);
  const timer = setInterval(() => {
    for (const url of urls)
      void fetch(`${url}/api/v1/metrics`)
        .then((r) => r.text())
        .then((text) =>
          seconds.push({
            loopP99: metric(text, 'nodejs_eventloop_lag_p99_seconds') * 1000 - LAG_SAMPLING_MS,
            loopMax: metric(text, 'nodejs_eventloop_lag_max_seconds') * 1000 - LAG_SAMPLING_MS,
            waiting: metric(text, 'db_pool_connections\\{state="waiting"\\}'),
          }),
        )
        .catch(() => {});
  }, 1000);
  return {
    stop() {
      clearInterval(timer);
      const worst = (pick: (s: (typeof seconds)[number]) => number) =>
        Math.max(0, ...seconds.map(pick).filter(Number.isFinite));
      const loopP99s = seconds.map((s) => s.loopP99).filter(Number.isFinite);
      return {
        loopP99Median: loopP99s.length
          ? percentile(
              [...loopP99s].sort((a, b) => a - b),
              50,
            )
          : NaN,
        loopMax: worst((s) => s.loopMax),
        waitingMax: worst((s) => s.waiting),
      };
    },
  };
}

/** Every online member acts for `seconds`, each after its own think time. */
async function measureStep(members: Member[], seconds: number) {
  const samples: Sample[] = [];
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    members.map(async (member) => {
      // Spread the first actions over one think time, as people arrive at different moments.
      await sleep(Math.random() * think());
      while (Date.now() < end) {
        const action = pickAction();
        const started = performance.now();
        const calls = await action.run(member.url, member).then(
          (made) => made,
          (error: unknown) => {
            if (samples.filter((s) => !s.ok).length < 3) console.error(String(error));
            return -1;
          },
        );
        // A screen held fresh showed at once without a request: no sample, or it would flatter.
        if (calls !== 0)
          samples.push({ action: action.name, ms: performance.now() - started, ok: calls > 0 });
        await sleep(think());
      }
    }),
  );
  return samples;
}

function summarise(samples: Sample[]) {
  const timings = samples.map((s) => s.ms).sort((a, b) => a - b);
  const avg = timings.reduce((sum, ms) => sum + ms, 0) / Math.max(1, timings.length);
  return {
    count: samples.length,
    avg,
    p99: timings.length ? percentile(timings, 99) : 0,
    errors: samples.filter((s) => !s.ok).length,
  };
}

const ms = (x: number) => `${x.toFixed(1)} ms`;

const reused = process.env.BENCH_REUSE_DATABASE_URL;
const database = reused ? { url: reused, drop: async () => {} } : await freshPostgres(adminUrl);
const instances = Number(process.env.BENCH_INSTANCES ?? 1);
const servers = await (async () => {
  if (!reused) seed(database.url, users);
  // Twenty database connections in all, however many instances share them.
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: String(Math.ceil(20 / instances)),
    ...(instances > 1 ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' } : {}),
  };
  return Promise.all(Array.from({ length: instances }, (_, i) => startServer(4010 + i, env)));
})();
const serversCpu = () => servers.reduce((sum, server) => sum + cpuSeconds(server.pid), 0);
const online: Member[] = [];
let passed = 0;
try {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const pairs = await connectedPairs(client, Math.max(...steps)).finally(() => client.end());
  console.log(
    `bench:system — ${servers.map((server) => server.url).join(', ')}, think ${thinkMin}-${thinkMax} ms, ${stepSeconds} s a step`,
  );
  console.log(
    'members  requests  avg        p99        errors  chat p99 / lost   server CPU-ms/member-s  PG CPU-ms/member-s  bench CPU-ms/member-s  canary p99  verdict',
  );

  for (const step of steps) {
    // Sign in (the real login, production hashing) and connect the newcomers, four pairs at a time.
    for (let i = online.length / 2; i < step / 2; i += 4) {
      const batch = pairs.slice(i, Math.min(i + 4, step / 2));
      online.push(
        ...(
          await Promise.all(
            batch.map((pair, j) =>
              bringOnline(
                [servers[(i + j) % instances]!.url, servers[(i + j + 1) % instances]!.url],
                pair,
              ),
            ),
          )
        ).flat(),
      );
    }
    await sleep(2000);
    const arriving = warmupSeconds > 0 ? summarise(await measureStep(online, warmupSeconds)) : null;
    deliveries = [];

    const canary = startCanary(database.url);
    const probe = startServerProbe(servers.map((server) => server.url));
    const serverBefore = serversCpu();
    // The load generator shares the two cores: its own CPU says how much of them it took.
    const benchBefore = process.cpuUsage();
    const postgresBefore = postgresCpuSeconds();
    const samples = await measureStep(online, stepSeconds);
    await sleep(2000);
    const serverCpu = serversCpu() - serverBefore;
    const benchUsage = process.cpuUsage(benchBefore);
    const benchCpu = (benchUsage.user + benchUsage.system) / 1e6;
    const postgresCpu = postgresCpuSeconds() - postgresBefore;
    const canaryResult = await canary.stop();
    const seen = probe.stop();

    const overall = summarise(samples);
    const sent = samples.filter((s) => s.action === 'chat' && s.ok).length;
    const sortedDeliveries = [...deliveries].sort((a, b) => a - b);
    const lost = Math.max(0, sent - deliveries.length);
    const memberSeconds = online.length * stepSeconds;
    const pass =
      overall.avg <= GATES.avgMs &&
      overall.p99 <= GATES.p99Ms &&
      overall.errors === 0 &&
      (arriving?.errors ?? 0) === 0 &&
      lost === 0;
    if (arriving)
      console.log(
        `${'arriving'.padEnd(8)} ${String(arriving.count).padEnd(9)} ${ms(arriving.avg).padEnd(10)} ${ms(arriving.p99).padEnd(10)} ${arriving.errors}   (the first ${warmupSeconds} s of the step, not gated but for errors)`,
      );
    console.log(
      [
        String(online.length).padEnd(8),
        String(overall.count).padEnd(9),
        ms(overall.avg).padEnd(10),
        ms(overall.p99).padEnd(10),
        String(overall.errors).padEnd(7),
        `${sortedDeliveries.length ? ms(percentile(sortedDeliveries, 99)) : '-'} / ${lost}`.padEnd(
          17,
        ),
        ((serverCpu * 1000) / memberSeconds).toFixed(2).padEnd(23),
        ((postgresCpu * 1000) / memberSeconds).toFixed(2).padEnd(19),
        ((benchCpu * 1000) / memberSeconds).toFixed(2).padEnd(22),
        ms(canaryResult.p99).padEnd(11),
        pass ? 'within the gates' : 'BREAKS a gate',
      ].join(' '),
    );
    console.log(
      `         server's event loop: delay p99 ${ms(seen.loopP99Median)} (median second), worst ${ms(seen.loopMax)}; requests waiting for a database connection, most at once: ${seen.waitingMax}`,
    );
    for (const action of ACTIONS) {
      const of = summarise(samples.filter((s) => s.action === action.name));
      console.log(
        `         ${action.name.padEnd(14)} ${String(of.count).padEnd(6)} avg ${ms(of.avg)}, p99 ${ms(of.p99)}, errors ${of.errors}`,
      );
    }
    if (!pass) break;
    passed = online.length;
  }
  console.log(
    `largest count within the gates (avg <= ${GATES.avgMs} ms, p99 <= ${GATES.p99Ms} ms, 0 errors): ${passed} members (target >= 5,000)`,
  );
  report([
    {
      target: 'P5',
      what: `whole system, active members within the gates (steps ${steps.join(',')})`,
      measured: `${passed} members`,
      goal: '>= 5,000',
      pass: passed >= 5000,
    },
  ]);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  online.forEach((member) => member.socket.close());
  agent.destroy();
  await Promise.all(servers.map((server) => server.stop()));
  await database.drop();
}
