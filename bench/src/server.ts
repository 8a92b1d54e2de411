import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts the real server (built web app, embedded database, fresh data folder) and waits for health. */
/** `cpu`: pin the server to that core with taskset (benchmarks pin the load generator elsewhere). */
export async function startServer(port: number, env: Record<string, string> = {}, cpu?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nethub-bench-'));
  const command = [process.execPath, '--import', 'tsx', 'src/main.ts'];
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
  for (const row of rows) {
    const verdict = row.pass === null ? 'info' : row.pass ? 'meets' : 'MISSES';
    console.log(
      `${row.target.padEnd(4)} ${row.what.padEnd(48)} ${row.measured.padEnd(22)} target ${row.goal.padEnd(18)} ${verdict}`,
    );
  }
}
