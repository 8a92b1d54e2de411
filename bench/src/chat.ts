import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { cpuSeconds } from './cpu.js';
import { freshPostgres, seed } from './load.js';
import { benchSessions, percentile, signToken } from './members.js';
import { report, repoRoot, startServer } from './server.js';
import { connectWire, parseEvent, type WireReceiver } from './wire-receiver.js';

/**
 * The chat gateway (P4, P6-P9 shapes): idle sockets and memory per socket on one instance; a
 * 500-member group at 20 msg/s — delivery latency and deliveries/s — next to a bare `ws`
 * broadcast measured in the same run; the same group through two instances and Redis; and
 * POST /chat/send-message latency at 200 msg/s. Servers on CPU 0; run under `taskset -c 1`.
 * BENCH_MEMBERS (500), BENCH_IDLE (5000), BENCH_SECONDS (10), BENCH_RATE (20), BENCH_PORT (4010)
 * to change.
 *
 * BENCH_P7=1: P7 alone — 5,000 members (BENCH_MEMBERS) at 5 msg/s (BENCH_RATE), loss counted,
 * next to the bare `ws` broadcast to as many clients in the same run. BENCH_DELIVERY_ONLY=1: the
 * group delivery (P6 shape) and its ceiling only, without idle sockets, send latency, the
 * reliability run and two instances. Both report the load generator's CPU share while it
 * measured (near 100 % would make the figures the generator's, not the server's), how late its
 * publishing loop woke (late: the machine starved it, and every figure is the machine's) and
 * the CPU each side spent per delivery, which the machine's load moves far less than latency.
 *
 * The group's receivers are light wire receivers (wire-receiver.ts), as cheap as the ceiling's
 * `ws` clients, with BENCH_CHECK_CLIENTS (20) real socket.io-client receivers timed apart and
 * checked to see the same messages. BENCH_ALL_CLIENTS=1 runs the delivery a second time in the
 * same run with every receiver on socket.io-client, as P6/P7 were measured before.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const p7 = process.env.BENCH_P7 === '1';
const deliveryOnly = p7 || process.env.BENCH_DELIVERY_ONLY === '1';
const members = Number(process.env.BENCH_MEMBERS ?? (p7 ? 5000 : 500));
const idle = Number(process.env.BENCH_IDLE ?? 5000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const allClients = process.env.BENCH_ALL_CLIENTS === '1';
/**
 * BENCH_MUTED=1: every member has muted the group, so the first message notifies nobody (999
 * or 4,999 notifications otherwise, handled while the next messages fan out): the fan-out alone.
 */
const muted = process.env.BENCH_MUTED === '1';
const rate = Number(process.env.BENCH_RATE ?? (p7 ? 5 : 20));
const secret = `bench-secret-${randomUUID()}`;
/** BENCH_PORT (4010): the first server's port; a second one and the `ws` ceiling above it. */
const basePort = Number(process.env.BENCH_PORT ?? 4010);
const CHANNEL = 'group.bench-500';

/** Each bench member's signed-in session (the gateway refuses tokens of sessions that do not stand). */
let sessionOf = new Map<string, string>();
const accessToken = (userId: string) =>
  signToken({ sid: sessionOf.get(userId) ?? randomUUID(), org: false }, userId, secret);
const grantToken = (userId: string) => signToken({ typ: 'chat' }, userId, `${secret}:chat-grant`);

async function benchGroup(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ id: string }>(
    "select id from users where email like 'gen.%' order by email limit $1",
    [count],
  );
  const channel = await client.query<{ id: string }>(
    "insert into chat_channels (name, type, title) values ($1, 'group', 'Bench') returning id",
    [CHANNEL],
  );
  await client.query(
    'insert into chat_members (channel_id, user_id, muted) select $1, unnest($2::uuid[]), $3',
    [channel.rows[0]!.id, rows.map((r) => r.id), muted],
  );
  await client.end();
  return rows.map((r) => r.id);
}

const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

function connectOnce(url: string, token: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** A refused handshake is tried again, as the web client does: a busy database can time out. */
async function retried<T>(attempt: () => Promise<T>, attempts = 3): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (attempts <= 1) throw error;
    await new Promise((r) => setTimeout(r, 500));
    return retried(attempt, attempts - 1);
  }
}
const connect = (url: string, token: string) => retried(() => connectOnce(url, token));

async function openMembers(urls: string[], userIds: string[]) {
  const sockets: Socket[] = [];
  for (let i = 0; i < userIds.length; i += 50) {
    const batch = userIds.slice(i, i + 50);
    sockets.push(
      ...(await Promise.all(
        batch.map(async (id, j) => {
          const socket = await connect(urls[(i + j) % urls.length]!, await accessToken(id));
          await socket.emitWithAck('chat:subscribe', {
            token: await grantToken(id),
            channels: [CHANNEL],
          });
          return socket;
        }),
      )),
    );
  }
  return sockets;
}

/** As openMembers, with light wire receivers (wire-receiver.ts) instead of socket.io-client. */
async function openWireMembers(urls: string[], userIds: string[]) {
  const receivers: WireReceiver[] = [];
  for (let i = 0; i < userIds.length; i += 50) {
    const batch = userIds.slice(i, i + 50);
    receivers.push(
      ...(await Promise.all(
        batch.map(async (id, j) => {
          const token = await accessToken(id);
          const receiver = await retried(() =>
            connectWire(urls[(i + j) % urls.length]!, { token }),
          );
          const answer = (await receiver.emitWithAck('chat:subscribe', {
            token: await grantToken(id),
            channels: [CHANNEL],
          })) as { data?: { granted: string[] } };
          if (!answer.data?.granted.includes(CHANNEL)) throw new Error('subscribe refused');
          return receiver;
        }),
      )),
    );
  }
  return receivers;
}

type Receiver = { onMessage: (handler: (sentAt: number) => void) => void };

/** The spread of one set of receivers' deliveries, and how many of `expected` never came. */
function deliveryStats(latencies: number[], expected: number) {
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? NaN,
    perSecond: latencies.length / seconds,
    lost: expected - latencies.length,
  };
}

/**
 * Publishes `rate` messages a second for `seconds`; every receiver times its deliveries. Also
 * the CPU share this load generator (and `serverPid`, when given) used meanwhile. `checks`
 * (real socket.io clients next to light receivers) are timed apart, and `sameMessages` says
 * whether every receiver of both kinds saw the same messages in the same order.
 */
async function measureDeliveries(
  receivers: Receiver[],
  publish: (sentAt: number) => void,
  serverPid?: number,
  checks: Receiver[] = [],
) {
  const latencies: number[] = [];
  const checkLatencies: number[] = [];
  const seen: number[][] = [];
  // Each message's slowest delivery: whether a few slow messages or all of them make the p99.
  const slowest = new Map<number, number>();
  const listen = (receiver: Receiver, into: number[]) => {
    const mine: number[] = [];
    seen.push(mine);
    receiver.onMessage((sentAt) => {
      const latency = performance.now() - sentAt;
      into.push(latency);
      mine.push(sentAt);
      slowest.set(sentAt, Math.max(slowest.get(sentAt) ?? 0, latency));
    });
  };
  for (const receiver of receivers) listen(receiver, latencies);
  for (const receiver of checks) listen(receiver, checkLatencies);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const serverBefore = serverPid ? cpuSeconds(serverPid) : 0;
  const total = rate * seconds;
  // How late the publishing loop wakes: a starved generator (a busy machine) shows here.
  const lateness: number[] = [];
  for (let i = 0; i < total; i++) {
    publish(performance.now());
    const due = started + ((i + 1) * 1000) / rate;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    lateness.push(Math.max(0, performance.now() - due));
  }
  await new Promise((r) => setTimeout(r, 2000));
  const wall = (performance.now() - started) / 1000;
  lateness.sort((a, b) => a - b);
  const used = process.cpuUsage(cpuBefore);
  if (process.env.BENCH_VERBOSE) {
    const order = [...slowest.keys()].sort((a, b) => a - b);
    const worst = order
      .map((sentAt, index) => `#${index} ${slowest.get(sentAt)!.toFixed(0)}`)
      .sort((a, b) => Number(b.split(' ')[1]) - Number(a.split(' ')[1]));
    console.error(`slowest messages (index, worst delivery ms): ${worst.slice(0, 8).join(', ')}`);
  }
  const first = seen[0]?.join() ?? '';
  const generatorSeconds = (used.user + used.system) / 1e6;
  const serverSeconds = serverPid ? cpuSeconds(serverPid) - serverBefore : NaN;
  const delivered = latencies.length + checkLatencies.length;
  return {
    ...deliveryStats(latencies, total * receivers.length),
    check: deliveryStats(checkLatencies, total * checks.length),
    checks: checks.length,
    sameMessages: seen.every((messages) => messages.join() === first),
    generatorCpu: generatorSeconds / wall,
    generatorLateP99: percentile(lateness, 99),
    serverCpu: serverSeconds / wall,
    // CPU per delivery: what load on the machine does not change, unlike the latencies.
    generatorUsPerDelivery: (generatorSeconds * 1e6) / delivered,
    serverUsPerDelivery: (serverSeconds * 1e6) / delivered,
  };
}

const socketReceivers = (sockets: Socket[]) =>
  sockets.map((socket) => ({
    onMessage: (handler: (sentAt: number) => void) =>
      socket.on('chat:message', (message: { content: string }) => handler(Number(message.content))),
  }));

const wireReceivers = (receivers: WireReceiver[]) =>
  receivers.map((receiver) => ({
    onMessage: (handler: (sentAt: number) => void) =>
      receiver.on('chat:message', (message) =>
        handler(Number((message as { content: string }).content)),
      ),
  }));

/**
 * The group delivery. `light` (the default): the sender and BENCH_CHECK_CLIENTS (20) members
 * on socket.io-client, every other member a light wire receiver, so the generator pays per
 * delivery what the `ws` ceiling's clients pay and the figure is the server's. Not light:
 * every member on socket.io-client, whose decoding costs the one generator core several times
 * as much (the figure P6/P7 used to report).
 */
async function chatRun(urls: string[], userIds: string[], serverPid: number, light = true) {
  const clients = light ? 1 + Number(process.env.BENCH_CHECK_CLIENTS ?? 20) : userIds.length;
  const sockets = await openMembers(urls, userIds.slice(0, clients));
  const wires = await openWireMembers(urls, userIds.slice(clients));
  const [sender] = sockets;
  const grant = await grantToken(userIds[0]!);
  const clientReceivers = socketReceivers(sockets.slice(1));
  const stages = wires[0] && serverStages(wires[0]);
  const result = await measureDeliveries(
    light ? wireReceivers(wires) : clientReceivers,
    (sentAt) =>
      sender!.emit('chat:publish', {
        token: grant,
        channel: CHANNEL,
        content: String(sentAt),
        clientId: randomUUID(),
      }),
    serverPid,
    light ? clientReceivers : [],
  );
  sockets.forEach((socket) => socket.disconnect());
  wires.forEach((wire) => wire.close());
  return { ...result, bytes: wires[0]?.eventBytes ?? NaN, stages: stages?.() };
}

/**
 * Where one receiver's deliveries spent their time, split at the moment the server began the
 * statement that stored the message: the time token is that moment's clock (Date.now() in
 * 100 ns), the same clock as this machine's. Before: the socket, the grant and membership
 * checks and the wait behind the channel's earlier writes; after: the insert, the fan-out and
 * the receiving.
 */
function serverStages(receiver: WireReceiver) {
  const before: number[] = [];
  const after: number[] = [];
  receiver.on('chat:message', (message) => {
    const { content, timeToken } = message as { content: string; timeToken: string };
    const stored = Number(timeToken) / 10_000;
    before.push(stored - (performance.timeOrigin + Number(content)));
    after.push(performance.timeOrigin + performance.now() - stored);
  });
  return () => {
    before.sort((a, b) => a - b);
    after.sort((a, b) => a - b);
    const spread = (sorted: number[]) =>
      `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}`;
    return { before: spread(before), after: spread(after) };
  };
}

/**
 * What the ceiling broadcasts: the bytes of a chat delivery on the socket.io wire, a stored
 * text message as the gateway sends it, so that its receivers parse what the chat's do.
 */
const chatPacket = (sentAt: number) => `42${JSON.stringify(['chat:message', chatMessage(sentAt)])}`;
const chatMessage = (sentAt: number) => ({
  _id: randomUUID(),
  channel: CHANNEL,
  userId: randomUUID(),
  messageType: 'text',
  content: String(sentAt),
  timeToken: String(Date.now() * 10_000),
  clientId: randomUUID(),
  file: null,
  meta: null,
  createdAt: new Date().toISOString(),
  editedAt: null,
  deletedAt: null,
  version: 0,
  reactions: [],
  replyTo: null,
});

/**
 * The same broadcast through a bare `ws` server: the ceiling for delivery. It carries a chat
 * delivery's bytes (chatPacket), and its receivers parse them as light wire receivers do.
 */
async function wsCeiling(count: number) {
  const port = basePort + 9;
  const script = `const ws = require('ws');
    const wss = new (ws.WebSocketServer ?? ws.Server)({ port: ${port} });
    wss.on('connection', (ws) => ws.on('message', (data) => { for (const c of wss.clients) c.send(data); }));`;
  const child = spawn('taskset', ['-c', '0', process.execPath, '-e', script], {
    cwd: path.join(repoRoot, 'bench'),
    stdio: 'inherit',
  });
  await new Promise((r) => setTimeout(r, 1000));
  const clients: WebSocket[] = [];
  for (let i = 0; i < count; i += 250)
    clients.push(
      ...(await Promise.all(
        Array.from(
          { length: Math.min(250, count - i) },
          () =>
            new Promise<WebSocket>((resolve, reject) => {
              const ws = new WebSocket(`ws://127.0.0.1:${port}`);
              ws.once('open', () => resolve(ws));
              ws.once('error', reject);
            }),
        ),
      )),
    );
  const result = await measureDeliveries(
    clients.slice(1).map((ws) => ({
      onMessage: (handler) =>
        ws.on('message', (data) => {
          const [, message] = parseEvent(String(data));
          handler(Number((message as { content: string }).content));
        }),
    })),
    (sentAt) => clients[0]!.send(chatPacket(sentAt)),
    child.pid,
  );
  clients.forEach((ws) => ws.close());
  child.kill();
  return { ...result, bytes: chatPacket(performance.now()).length };
}

/**
 * The same broadcast through a bare socket.io server (no handshake check, no database), to the
 * same light receivers: what socket.io itself costs over `ws`, apart from what our gateway adds.
 */
async function socketIoCeiling(count: number) {
  const port = basePort + 8;
  const script = `const { Server } = require('socket.io');
    const io = new Server(${port}, { serveClient: false, transports: ['websocket'] });
    io.on('connection', (s) => s.on('publish', (m) => io.emit('chat:message', m)));`;
  const child = spawn('taskset', ['-c', '0', process.execPath, '-e', script], {
    cwd: path.join(repoRoot, 'apps/server'),
    stdio: 'inherit',
  });
  await new Promise((r) => setTimeout(r, 1000));
  const url = `http://127.0.0.1:${port}`;
  const receivers: WireReceiver[] = [];
  for (let i = 0; i < count; i += 250)
    receivers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(250, count - i) }, () => connectWire(url, {})),
      )),
    );
  const result = await measureDeliveries(
    wireReceivers(receivers.slice(1)),
    (sentAt) => receivers[0]!.emit('publish', chatMessage(sentAt)),
    child.pid,
  );
  receivers.forEach((receiver) => receiver.close());
  child.kill();
  return { ...result, bytes: receivers[1]?.eventBytes ?? NaN };
}

async function idleSockets(url: string, pid: number, userId: string) {
  const before = rssOf(pid);
  const token = await accessToken(userId);
  const sockets: Socket[] = [];
  for (let i = 0; i < idle; i += 250)
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(250, idle - i) }, () => connect(url, token)),
      )),
    );
  await new Promise((r) => setTimeout(r, 3000));
  const after = rssOf(pid);
  sockets.forEach((socket) => socket.disconnect());
  return {
    held: sockets.length,
    rssMb: after,
    perSocketKb: ((after - before) * 1024) / sockets.length,
  };
}

async function sendLatency(url: string, userId: string) {
  const headers = {
    authorization: `Bearer ${await accessToken(userId)}`,
    'content-type': 'application/json',
  };
  const timings: number[] = [];
  const perSecond = 200;
  const started = performance.now();
  const pending: Array<Promise<void>> = [];
  for (let i = 0; i < perSecond * 5; i++) {
    const sentAt = performance.now();
    pending.push(
      fetch(`${url}/api/v1/chat/send-message`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ channel: CHANNEL, content: 'rest', clientId: randomUUID() }),
      }).then(async (res) => {
        await res.arrayBuffer();
        timings.push(performance.now() - sentAt);
      }),
    );
    const due = started + ((i + 1) * 1000) / perSecond;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
  }
  await Promise.all(pending);
  timings.sort((a, b) => a - b);
  return { p50: percentile(timings, 50), p99: percentile(timings, 99) };
}

/**
 * The reliability bar at full size: `total` messages published over the socket while the
 * connection is dropped at random; a lost ack is retried with the same client id. Afterwards
 * the history must hold every acknowledged message exactly once, in the order sent.
 */
async function reliability(url: string, userId: string, total: number) {
  const token = await accessToken(userId);
  const grant = await grantToken(userId);
  let socket = await connect(url, token);
  const acknowledged: string[] = [];
  let drops = 0;
  for (let i = 0; i < total; i++) {
    const body = {
      token: grant,
      channel: CHANNEL,
      content: `reliable-${i}`,
      clientId: `reliability-${i}`,
    };
    for (;;) {
      if (Math.random() < 0.01) {
        socket.emit('chat:publish', body);
        socket.disconnect();
        drops++;
        socket = await connect(url, token);
      }
      const answer = await socket
        .timeout(5000)
        .emitWithAck('chat:publish', body)
        .catch(() => undefined);
      if (answer?.data?._id) {
        acknowledged.push(answer.data._id);
        break;
      }
    }
  }
  socket.disconnect();
  const stored: string[] = [];
  const headers = { authorization: `Bearer ${token}` };
  let before: string | undefined;
  for (;;) {
    const query = new URLSearchParams({
      channel: CHANNEL,
      limit: '100',
      ...(before ? { before } : {}),
    });
    const page = (await (
      await fetch(`${url}/api/v1/chat/messages?${query}`, { headers })
    ).json()) as {
      data: {
        messages: Array<{ _id: string; content: string; timeToken: string }>;
        hasMore: boolean;
      };
    };
    const mine = page.data.messages.filter((m) => m.content.startsWith('reliable-'));
    stored.unshift(...mine.map((m) => m._id));
    if (!page.data.hasMore || !page.data.messages.length) break;
    before = page.data.messages[0]!.timeToken;
  }
  const exact =
    stored.length === acknowledged.length && stored.every((id, i) => id === acknowledged[i]);
  return { total, drops, exact };
}

const ms = (x: number) => x.toFixed(1);
const pct = (x: number) => `${Math.round(x * 100)} %`;
const us = (x: number) => x.toFixed(1);

/** The real socket.io-client receivers that ran next to the light ones. */
function checkRows(single: Awaited<ReturnType<typeof chatRun>>) {
  const target = p7 ? 'P7' : 'P6';
  return [
    {
      target,
      what: `same run, ${single.checks} socket.io-client receivers p50/p99`,
      measured: `${ms(single.check.p50)} / ${ms(single.check.p99)} ms`,
      goal: 'info',
      pass: null,
    },
    {
      target,
      what: 'both kinds saw the same messages, lost',
      measured: `${single.sameMessages ? 'same' : 'DIFFERENT'}, ${single.check.lost}`,
      goal: 'same, no loss',
      pass: single.sameMessages && single.check.lost === 0,
    },
  ];
}

/** The bare socket.io broadcast: socket.io's own share of the chat's cost over `ws`. */
function bareRows(
  ceiling: Awaited<ReturnType<typeof wsCeiling>>,
  bare: Awaited<ReturnType<typeof socketIoCeiling>>,
) {
  return [
    {
      target: 'C',
      what: 'bare socket.io broadcast p50/p99, x ws, lost',
      measured: `${ms(bare.p50)} / ${ms(bare.p99)} ms, ${(bare.p99 / ceiling.p99).toFixed(2)} x, ${bare.lost}`,
      goal: 'info',
      pass: null,
    },
    {
      target: 'C',
      what: 'its CPU us per delivery generator / server, bytes',
      measured: `${us(bare.generatorUsPerDelivery)}/${us(bare.serverUsPerDelivery)}, ${bare.bytes}`,
      goal: 'info',
      pass: null,
    },
  ];
}

/** BENCH_ALL_CLIENTS=1: the same delivery with every receiver on socket.io-client. */
function heavyRows(
  ceiling: Awaited<ReturnType<typeof wsCeiling>>,
  heavy: Awaited<ReturnType<typeof chatRun>>,
) {
  return [
    {
      target: 'C',
      what: 'every receiver socket.io-client p50/p99, x ws, lost',
      measured: `${ms(heavy.p50)} / ${ms(heavy.p99)} ms, ${(heavy.p99 / ceiling.p99).toFixed(2)} x, ${heavy.lost}`,
      goal: 'info',
      pass: null,
    },
    {
      target: 'C',
      what: 'its CPU generator / server, us per delivery, late p99',
      measured: `${pct(heavy.generatorCpu)}/${pct(heavy.serverCpu)}, ${us(heavy.generatorUsPerDelivery)}/${us(heavy.serverUsPerDelivery)}, ${ms(heavy.generatorLateP99)} ms`,
      goal: 'info',
      pass: null,
    },
  ];
}

/** The rows of one group delivery (P6 or P7) next to its same-run `ws` ceiling. */
function deliveryRows(
  ceiling: Awaited<ReturnType<typeof wsCeiling>>,
  single: Awaited<ReturnType<typeof chatRun>>,
  heavy?: Awaited<ReturnType<typeof chatRun>>,
  bare?: Awaited<ReturnType<typeof socketIoCeiling>>,
) {
  const target = p7 ? 'P7' : 'P6';
  const ratio = p7 ? 1.1 : 1.5;
  return [
    {
      target: 'C',
      what: `bare ws broadcast, ${members} clients @ ${rate}/s p50/p99`,
      measured: `${ms(ceiling.p50)} / ${ms(ceiling.p99)} ms`,
      goal: 'info',
      pass: null,
    },
    {
      target: 'C',
      what: 'bare ws deliveries/s, lost',
      measured: `${Math.round(ceiling.perSecond)}/s, ${ceiling.lost}`,
      goal: 'info',
      pass: null,
    },
    {
      target,
      what: `chat, ${members}-member group @ ${rate}/s p50/p99`,
      measured: `${ms(single.p50)} / ${ms(single.p99)} ms`,
      goal: `p99 <= ${ratio} x ws`,
      pass: single.p99 <= ratio * ceiling.p99 + 1,
    },
    {
      target,
      what: 'chat p99 / ws p99, max',
      measured: `${(single.p99 / ceiling.p99).toFixed(2)} x, max ${ms(single.max)} ms`,
      goal: p7 ? 'p99 <= 100 ms' : 'p99 <= 20 ms',
      pass: single.p99 <= (p7 ? 100 : 20),
    },
    {
      target,
      what: 'chat deliveries/s, lost',
      measured: `${Math.round(single.perSecond)}/s, ${single.lost}`,
      goal: 'no loss',
      pass: single.lost === 0,
    },
    ...(single.checks ? checkRows(single) : []),
    ...(single.stages
      ? [
          {
            target,
            what: 'one receiver: publish to insert, insert to it',
            measured: `${single.stages.before}, ${single.stages.after} ms`,
            goal: 'info',
            pass: null,
          },
        ]
      : []),
    ...(heavy ? heavyRows(ceiling, heavy) : []),
    ...(bare ? bareRows(ceiling, bare) : []),
    {
      target: 'C',
      what: 'CPU while delivering: generator / server (ws, chat)',
      measured: `${pct(ceiling.generatorCpu)}/${pct(ceiling.serverCpu)}, ${pct(single.generatorCpu)}/${pct(single.serverCpu)}`,
      goal: 'generator < 90 %',
      pass: Math.max(ceiling.generatorCpu, single.generatorCpu) < 0.9,
    },
    {
      target: 'C',
      what: 'CPU us per delivery: generator / server (ws, chat)',
      measured: `${us(ceiling.generatorUsPerDelivery)}/${us(ceiling.serverUsPerDelivery)}, ${us(single.generatorUsPerDelivery)}/${us(single.serverUsPerDelivery)}`,
      goal: 'info',
      pass: null,
    },
    {
      target: 'C',
      what: 'bytes per delivery (ws, chat)',
      measured: `${ceiling.bytes}, ${single.bytes}`,
      goal: 'info',
      pass: null,
    },
    {
      target: 'C',
      what: 'generator wakes late, p99 (ws, chat)',
      measured: `${ms(ceiling.generatorLateP99)}, ${ms(single.generatorLateP99)} ms`,
      goal: '< 5 ms: not starved',
      pass: Math.max(ceiling.generatorLateP99, single.generatorLateP99) < 5,
    },
  ];
}

const database = await freshPostgres(adminUrl);
try {
  seed(database.url, members + 10);
  const userIds = await benchGroup(database.url, members);
  ({ sessionOf } = await benchSessions(database.url, userIds));
  const env = { DATABASE_URL: database.url, JWT_SECRET: secret };
  const ceiling = await wsCeiling(members);
  const bare = deliveryOnly ? await socketIoCeiling(members) : undefined;

  const one = await startServer(basePort, env, '0');
  if (deliveryOnly) {
    const runs = async () => {
      const single = await chatRun([one.url], userIds, one.pid);
      const heavy = allClients ? await chatRun([one.url], userIds, one.pid, false) : undefined;
      return deliveryRows(ceiling, single, heavy, bare);
    };
    report(await runs().finally(one.stop));
  } else await everything(env, userIds, one, ceiling);
} finally {
  await database.drop();
}

async function everything(
  env: Record<string, string>,
  userIds: string[],
  one: Awaited<ReturnType<typeof startServer>>,
  ceiling: Awaited<ReturnType<typeof wsCeiling>>,
) {
  const idleResult = await idleSockets(one.url, one.pid, userIds[0]!);
  const single = await chatRun([one.url], userIds, one.pid);
  // Let the server finish saying goodbye to 500 sockets before timing requests.
  await new Promise((r) => setTimeout(r, 5000));
  const send = await sendLatency(one.url, userIds[0]!);
  const reliable = await reliability(
    one.url,
    userIds[1]!,
    Number(process.env.BENCH_RELIABILITY ?? 10_000),
  );
  await one.stop();

  const a = await startServer(basePort, { ...env, REDIS_URL: redisUrl }, '0');
  const b = await startServer(basePort + 2, { ...env, REDIS_URL: redisUrl }, '0');
  // The sender on one instance, every receiver on the other: each delivery crosses Redis.
  const senderSocket = await openMembers([a.url], userIds.slice(0, 1));
  const receivers = await openMembers([b.url], userIds.slice(1));
  const grant = await grantToken(userIds[0]!);
  const two = await measureDeliveries(socketReceivers(receivers), (sentAt) =>
    senderSocket[0]!.emit('chat:publish', {
      token: grant,
      channel: CHANNEL,
      content: String(sentAt),
      clientId: randomUUID(),
    }),
  );
  [...senderSocket, ...receivers].forEach((socket) => socket.disconnect());
  await a.stop();
  await b.stop();

  report([
    {
      target: 'P8',
      what: `idle sockets held (${idle} asked)`,
      measured: `${idleResult.held}, RSS ${idleResult.rssMb.toFixed(0)} MB`,
      goal: '10k in 300 MB',
      pass: null,
    },
    {
      target: 'P8',
      what: 'memory per idle socket',
      measured: `${idleResult.perSocketKb.toFixed(1)} KB`,
      goal: '<= 3 x ws (7-9 KB)',
      pass: idleResult.perSocketKb <= 27,
    },
    ...deliveryRows(ceiling, single),
    {
      target: 'P9',
      what: `two instances + Redis, p50/p99`,
      measured: `${ms(two.p50)} / ${ms(two.p99)} ms`,
      goal: 'p99 <= 1.25 x one',
      pass: two.p99 <= 1.25 * single.p99,
    },
    {
      target: 'P9',
      what: 'two instances deliveries/s, lost',
      measured: `${Math.round(two.perSecond)}/s, ${two.lost}`,
      goal: 'no loss',
      pass: two.lost === 0,
    },
    {
      target: 'R1',
      what: `${reliable.total} messages, ${reliable.drops} dropped connections`,
      measured: reliable.exact ? 'each once, in order' : 'MISMATCH',
      goal: 'exactly once, in order',
      pass: reliable.exact,
    },
    {
      target: 'P4',
      what: 'POST /chat/send-message @ 200/s, p50/p99',
      measured: `${ms(send.p50)} / ${ms(send.p99)} ms`,
      goal: 'p99 <= 50 ms',
      pass: send.p99 <= 50,
    },
  ]);
}
