import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SignJWT } from 'jose';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { cpuSeconds } from './cpu.js';
import pg from 'pg';
import { freshPostgres, seed } from './load.js';
import { benchSessions } from './members.js';
import { report, repoRoot, startServer } from './server.js';

/**
 * P8: sockets per instance. BENCH_SOCKETS (10,000) members' real-time sockets, each its own
 * member and session (so each joins its own two rooms, as in production), held idle by one
 * server: RSS, memory per socket, and idle CPU over BENCH_IDLE_SECONDS (20) — next to a bare
 * `ws` server holding the same number of connections in the same run (the ratio's ceiling).
 * Run under `taskset -c 1`; servers on CPU 0. BENCH_REUSE_DATABASE_URL reuses a database seeded
 * with at least that many members (else a fresh one is seeded). BENCH_PORT (4028): the server's
 * port; the bare ws server takes the next one.
 */
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const count = Number(process.env.BENCH_SOCKETS ?? 10_000);
const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 20);
const secret = `bench-secret-${randomUUID()}`;
// The server listens on BENCH_PORT, the bare ws server on the next port.
const port = Number(process.env.BENCH_PORT ?? 4028);
const BATCH = 250;

const rssMbOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const accessToken = (session: { userId: string; familyId: string }) =>
  new SignJWT({ sid: session.familyId, org: false })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(session.userId)
    .setIssuedAt()
    .setExpirationTime('2h')
    .sign(new TextEncoder().encode(secret));

function connectSocketIo(url: string, token: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

function connectWs(url: string) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

/** The server's V8 heap in use, from its Prometheus metrics (loopback may read them). */
async function heapMbOf(url: string) {
  const text = await (await fetch(`${url}/api/v1/metrics`)).text();
  return Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1] ?? NaN) / 1024 / 1024;
}

/** Opens `count` connections in batches; RSS and idle CPU of `pid` before and after. */
async function hold<T>(
  pid: number,
  open: () => Promise<T>,
  close: (conn: T) => void,
  heap: () => Promise<number> = async () => NaN,
) {
  await sleep(2000);
  const before = rssMbOf(pid);
  const heapBefore = await heap();
  const held: T[] = [];
  for (let i = 0; i < count; i += BATCH)
    held.push(...(await Promise.all(Array.from({ length: Math.min(BATCH, count - i) }, open))));
  await sleep(5000);
  const cpuBefore = cpuSeconds(pid);
  await sleep(idleSeconds * 1000);
  const idleCpu = (cpuSeconds(pid) - cpuBefore) / idleSeconds;
  const after = rssMbOf(pid);
  const heapAfter = await heap();
  held.forEach(close);
  return {
    held: held.length,
    rssMb: after,
    perSocketKb: ((after - before) * 1024) / count,
    heapPerSocketKb: ((heapAfter - heapBefore) * 1024) / count,
    idleCpu,
  };
}

async function wsCeiling() {
  const wsPort = port + 1;
  const script = `const ws = require('ws'); new (ws.WebSocketServer ?? ws.Server)({ port: ${wsPort} });`;
  const child = spawn('taskset', ['-c', '0', process.execPath, '-e', script], {
    cwd: path.join(repoRoot, 'bench'),
    stdio: 'inherit',
  });
  await sleep(1000);
  try {
    return await hold(
      child.pid!,
      () => connectWs(`ws://127.0.0.1:${wsPort}`),
      (ws) => ws.close(),
    );
  } finally {
    child.kill();
  }
}

/** `count` seeded members, each signed in. */
async function membersOnline(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client
    .query<{ id: string }>(
      "select id from users where email like 'gen.%' order by email limit $1",
      [count],
    )
    .finally(() => client.end());
  if (rows.length < count) throw new Error(`only ${rows.length} seeded members: seed more`);
  const { sessionOf, end } = await benchSessions(
    databaseUrl,
    rows.map((row) => row.id),
  );
  return {
    sessions: [...sessionOf].map(([userId, familyId]) => ({ userId, familyId })),
    end,
  };
}

const reused = process.env.BENCH_REUSE_DATABASE_URL;
const database = reused ? { url: reused, drop: async () => {} } : await freshPostgres(adminUrl);
try {
  if (!reused) seed(database.url, count);
  const { sessions, end } = await membersOnline(database.url);
  const ceiling = await wsCeiling();
  const server = await startServer(port, { DATABASE_URL: database.url, JWT_SECRET: secret }, '0');
  try {
    const tokens = await Promise.all(sessions.map(accessToken));
    let next = 0;
    const result = await hold(
      server.pid,
      () => connectSocketIo(server.url, tokens[next++]!),
      (socket) => socket.disconnect(),
      () => heapMbOf(server.url),
    );
    const ratio = result.perSocketKb / ceiling.perSocketKb;
    report([
      {
        target: 'C',
        what: `ceiling: bare ws server holding ${count} connections`,
        measured: `${ceiling.perSocketKb.toFixed(1)} KB a socket, RSS ${ceiling.rssMb.toFixed(0)} MB`,
        goal: 'info',
        pass: null,
      },
      {
        target: 'P8',
        what: `${count} idle sockets on one instance (held ${result.held})`,
        measured: `RSS ${result.rssMb.toFixed(0)} MB`,
        goal: '<= 300 MB',
        pass: result.held === count && result.rssMb <= 300,
      },
      {
        target: 'P8',
        what: 'memory per idle socket, × the ws ceiling',
        measured: `${result.perSocketKb.toFixed(1)} KB (${ratio.toFixed(2)} ×; V8 heap ${result.heapPerSocketKb.toFixed(1)} KB)`,
        goal: '<= 3 ×',
        pass: ratio <= 3,
      },
      {
        target: 'P8',
        what: `idle CPU with ${count} sockets (pings every 30 s)`,
        measured: `${(result.idleCpu * 100).toFixed(1)} %`,
        goal: '<= 5 %',
        pass: result.idleCpu <= 0.05,
      },
    ]);
  } finally {
    await server.stop();
    await end();
  }
} finally {
  await database.drop();
}
