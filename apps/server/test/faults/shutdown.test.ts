import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, startServer, type ServerProcess } from './support/server-process.js';

const repoRoot = new URL('../../../..', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether something still listens on the port (a new listener fails to bind). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(false)));
  });
}

/** Running (a zombie, exited but not yet reaped by its new parent, counts as gone). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
};

/** The pids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        // Field 4 of /proc/<pid>/stat, after the parenthesised command name.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

const status = (url: string) =>
  fetch(url).then(
    (res) => res.status,
    () => 0,
  );

describe('SIGTERM on a running server', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('answers ready 503 during the drain, then exits 0 and frees the port', async () => {
    server = await startServer({ SHUTDOWN_DRAIN_MS: '2000' });
    const ready = `${server.url}/api/v1/health/ready`;
    expect(await status(ready)).toBe(200);
    const exited = server.stop('SIGTERM');
    // Draining: still serving (live 200), but not ready.
    await until('ready to answer 503', async () =>
      (await status(ready)) === 503 ? true : undefined,
    );
    const body = (await fetch(ready).then((res) => res.json())) as { data: { status: string } };
    expect(body.data.status).toBe('draining');
    expect(await status(`${server.url}/api/v1/health/live`)).toBe(200);
    expect(await exited).toBe(0);
    expect(await portInUse(server.port)).toBe(false);
  });
});

/** `node scripts/start.mjs` on a free port, with no web build (WEB_DIST set: nothing is built). */
async function startViaScript(wrapInShell = false) {
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nethub-fault-')),
    JWT_SECRET: 'fault-suite-secret-fault-suite-secret-123',
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'false',
    SHUTDOWN_DRAIN_MS: '0',
  };
  // The shell stands in for a parent (npm, a supervisor) that dies without passing a signal on.
  const child: ChildProcess = wrapInShell
    ? spawn('sh', ['-c', 'node scripts/start.mjs; exit $?'], {
        cwd: repoRoot,
        env,
        stdio: 'ignore',
      })
    : spawn(process.execPath, ['scripts/start.mjs'], { cwd: repoRoot, env, stdio: 'ignore' });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  const url = `http://127.0.0.1:${port}`;
  await until('the server to answer', async () =>
    (await status(`${url}/api/v1/health/live`)) === 200 ? true : undefined,
  );
  const script = wrapInShell ? childrenOf(child.pid!)[0]! : child.pid!;
  const [serverPid] = childrenOf(script);
  expect(serverPid).toBeDefined();
  return { child, exited, port, url, script, serverPid: serverPid! };
}

describe('scripts/start.mjs (npm start)', () => {
  const started: number[] = [];
  afterEach(() => {
    for (const pid of started.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
  });

  it('passes SIGTERM to the server and exits with its code, leaving no orphan', async () => {
    const run = await startViaScript();
    started.push(run.script, run.serverPid);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(alive(run.serverPid)).toBe(false);
    expect(await portInUse(run.port)).toBe(false);
  });

  it('stops the server when its parent dies without passing a signal on', async () => {
    const run = await startViaScript(true);
    started.push(run.script, run.serverPid);
    run.child.kill('SIGKILL');
    await until('the server to exit', () => (alive(run.serverPid) ? undefined : true));
    await until('the script to exit', () => (alive(run.script) ? undefined : true));
    expect(await portInUse(run.port)).toBe(false);
  });

  it('the server stops when the script itself is killed', async () => {
    const run = await startViaScript();
    started.push(run.serverPid);
    run.child.kill('SIGKILL');
    await until('the server to exit', () => (alive(run.serverPid) ? undefined : true));
    expect(await portInUse(run.port)).toBe(false);
  });
});
