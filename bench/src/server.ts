import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let compiled = false;
/** The server as `npm start` runs it: compiled once per bench run from the current sources. */
function compileServer() {
  if (compiled) return;
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: path.join(repoRoot, 'apps/server'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the server did not compile');
  compiled = true;
}

/**
 * Starts the real server (compiled, built web app, embedded database unless DATABASE_URL, fresh
 * data folder) and waits for health. `cpu`: pin the server to that core with taskset
 * (benchmarks pin the load generator elsewhere).
 */
export async function startServer(port: number, env: Record<string, string> = {}, cpu?: string) {
  compileServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nethub-bench-'));
  // BENCH_CPU_PROFILE_DIR: the server writes a V8 CPU profile there when it stops.
  const profileDir = process.env.BENCH_CPU_PROFILE_DIR;
  const command = [
    process.execPath,
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    'dist/main.js',
  ];
  const [file, ...args] = cpu ? ['taskset', '-c', cpu, ...command] : command;
  const child: ChildProcess = spawn(file!, args, {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_GLOBAL: '0',
      RATE_LIMITS: 'off',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error('server exited during start-up');
    const ok = await fetch(`${url}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 60_000) throw new Error('server did not start within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid!,
    startupMs: Date.now() - started,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export function report(
  rows: Array<{
    target: string;
    what: string;
    measured: string;
    goal: string;
    pass: boolean | null;
  }>,
) {
  // `npm run bench:report` collects every bench's rows into one table.
  const collect = process.env.BENCH_REPORT_FILE;
  if (collect) for (const row of rows) appendFileSync(collect, `${JSON.stringify(row)}\n`);
  for (const row of rows) {
    const verdict = row.pass === null ? 'info' : row.pass ? 'meets' : 'MISSES';
    console.log(
      `${row.target.padEnd(4)} ${row.what.padEnd(48)} ${row.measured.padEnd(22)} target ${row.goal.padEnd(18)} ${verdict}`,
    );
  }
}
