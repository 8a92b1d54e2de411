import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { cpuSeconds, postgresCpuSeconds } from './cpu.js';
import { benchSessions, percentile, serialLatency, signToken } from './members.js';
import { report, startServer } from './server.js';

/**
 * P4 as PERFORMANCE.md states it (`npm run bench:chat-history`): POST /chat/send-message at 200
 * messages a second, sustained, into conversations that already hold a seeded history (10M
 * stored messages: `npm run seed -- --users 100000 --messages 10000000`, then
 * BENCH_REUSE_DATABASE_URL), each receiver online with its socket subscribed. Also reads a
 * conversation's latest page, as opening it does. Reports p50/p99 of the sends, how many were
 * delivered, and the server's and PostgreSQL's CPU-ms per send. The messages it sends are
 * deleted afterwards. BENCH_CHANNELS (200), BENCH_SECONDS (10), BENCH_PORT (4070).
 */
const databaseUrl = process.env.BENCH_REUSE_DATABASE_URL;
if (!databaseUrl) {
  console.error('BENCH_REUSE_DATABASE_URL: a database seeded with --users N --messages M');
  process.exit(2);
}
const channelCount = Number(process.env.BENCH_CHANNELS ?? 200);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 4070);
const perSecond = 200;
const secret = `bench-secret-${randomUUID()}`;
const CLIENT_PREFIX = 'bench-p4-';

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const stored = Number(
  (
    await client.query<{ n: string }>(
      "select reltuples::bigint as n from pg_class where relname = 'chat_messages'",
    )
  ).rows[0]!.n,
);
const { rows: conversations } = await client.query<{
  name: string;
  sender: string;
  receiver: string;
}>(
  `select name, split_part(pair_key, ':', 1) as sender, split_part(pair_key, ':', 2) as receiver
     from chat_channels where type = 'single' and last_time_token >= 50
    order by random() limit $1`,
  [channelCount],
);
if (conversations.length < channelCount) {
  console.error(`only ${conversations.length} seeded conversations: seed with --messages first`);
  process.exit(2);
}
const sessions = await benchSessions(
  databaseUrl,
  conversations.flatMap((c) => [c.sender, c.receiver]),
);
const accessToken = (userId: string) =>
  signToken({ sid: sessions.sessionOf.get(userId), org: false }, userId, secret);

const server = await startServer(port, { DATABASE_URL: databaseUrl, JWT_SECRET: secret }, '0');
const sockets: Socket[] = [];
try {
  let delivered = 0;
  for (const conversation of conversations) {
    const socket = io(server.url, {
      auth: { token: await accessToken(conversation.receiver) },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    await socket.emitWithAck('chat:subscribe', {
      token: await signToken({ typ: 'chat' }, conversation.receiver, `${secret}:chat-grant`),
      channels: [conversation.name],
    });
    socket.on('chat:message', (message: { clientId?: string }) => {
      if (message.clientId?.startsWith(CLIENT_PREFIX)) delivered++;
    });
    sockets.push(socket);
  }
  const senders = await Promise.all(
    conversations.map(async (c) => ({
      channel: c.name,
      authorization: `Bearer ${await accessToken(c.sender)}`,
    })),
  );
  const send = async (i: number) => {
    const sender = senders[i % senders.length]!;
    const started = performance.now();
    const res = await fetch(`${server.url}/api/v1/chat/send-message`, {
      method: 'POST',
      headers: { authorization: sender.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        channel: sender.channel,
        content: `P4 message ${i}`,
        clientId: `${CLIENT_PREFIX}${randomUUID()}`,
      }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(String(res.status));
    return performance.now() - started;
  };
  for (let i = 0; i < 200; i++) await send(i); // warm-up
  delivered = 0;

  const timings: number[] = [];
  const failures = new Map<string, number>();
  const serverBefore = cpuSeconds(server.pid);
  const postgresBefore = postgresCpuSeconds();
  const total = perSecond * seconds;
  const started = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let i = 0; i < total; i++) {
    pending.push(
      send(i).then(
        (ms) => void timings.push(ms),
        (error: Error) => void failures.set(error.message, (failures.get(error.message) ?? 0) + 1),
      ),
    );
    const due = started + ((i + 1) * 1000) / perSecond;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
  }
  await Promise.all(pending);
  const failed = [...failures.values()].reduce((sum, n) => sum + n, 0);
  const failedBy = [...failures].map(([status, n]) => `${n}×${status}`).join(' ');
  const serverMs = ((cpuSeconds(server.pid) - serverBefore) * 1000) / total;
  const postgresMs = ((postgresCpuSeconds() - postgresBefore) * 1000) / total;
  await new Promise((r) => setTimeout(r, 1000));
  timings.sort((a, b) => a - b);

  const history = await serialLatency(200, async (i) => {
    const sender = senders[i % senders.length]!;
    const res = await fetch(
      `${server.url}/api/v1/chat/messages?channel=${encodeURIComponent(sender.channel)}&limit=50`,
      { headers: { authorization: sender.authorization } },
    );
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`messages answered ${res.status}`);
  });

  report([
    {
      target: 'P4',
      what: `send-message @ ${perSecond}/s, ${(stored / 1e6).toFixed(1)}M stored, p50/p99`,
      measured: `${percentile(timings, 50).toFixed(1)} / ${percentile(timings, 99).toFixed(1)} ms`,
      goal: 'p99 <= 50 ms',
      pass: percentile(timings, 99) <= 50 && failed === 0,
    },
    {
      target: 'P4',
      what: `delivered to online receivers / failed sends (${channelCount} conversations)`,
      measured: `${delivered} of ${total} / ${failed}${failed ? ` (${failedBy})` : ''}`,
      goal: 'all / 0',
      pass: delivered === total && failed === 0,
    },
    {
      target: 'P4',
      what: 'CPU-ms per send: server / PostgreSQL',
      measured: `${serverMs.toFixed(2)} / ${postgresMs.toFixed(2)}`,
      goal: 'info',
      pass: null,
    },
    {
      target: 'P4',
      what: 'a conversation opened: latest 50, p50/p95',
      measured: `${history.p50.toFixed(1)} / ${history.p95.toFixed(1)} ms`,
      goal: 'info',
      pass: null,
    },
  ]);
} finally {
  sockets.forEach((socket) => socket.disconnect());
  await server.stop();
  await client.query(
    `delete from chat_messages m using chat_channels c
      where c.id = m.channel_id and c.name = any($1) and m.client_id like $2`,
    [conversations.map((c) => c.name), `${CLIENT_PREFIX}%`],
  );
  await client.end();
  await sessions.end();
}
