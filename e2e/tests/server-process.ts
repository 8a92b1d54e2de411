import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

const serverDir = new URL('../../apps/server/', import.meta.url).pathname;

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Sends `signal` and resolves once the process has exited (its data folder is free then). */
  stop(signal: NodeJS.Signals): Promise<void>;
};

/**
 * The real server as its own process (the journeys' shared server cannot be restarted), on
 * `port` with `dataDir`, serving the built web app; resolves once it answers. The embedded
 * database is one process's: start it again only after `stop` resolved.
 */
export async function startServer({
  port,
  dataDir,
  waitMs = 120_000,
}: {
  port: number;
  dataDir: string;
  waitMs?: number;
}): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMITS: 'off',
      RATE_LIMIT_GLOBAL: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + waitMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${printed}`);
    const ok = await fetch(`${url}/api/v1/health/live`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within ${waitMs} ms:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    child,
    output: () => printed,
    async stop(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
