import { spawn } from 'node:child_process';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from './server-process.js';

export type RedisServer = { port: number; url: string; stop(): Promise<void> };

/**
 * A private redis-server on a free loopback port, in memory only (never the machine's 6379).
 * Stopped with its own process id.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let printed = '';
  child.stdout!.on('data', (chunk) => (printed += chunk));
  child.stderr!.on('data', (chunk) => (printed += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!printed.includes('Ready to accept connections')) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not start:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export type TcpProxy = {
  port: number;
  url: string;
  /** Connections open through the proxy now. */
  open(): number;
  /** Destroys every connection and refuses new ones (the port is closed: ECONNREFUSED). */
  cut(): Promise<void>;
  /** Accepts and forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
};

/** A loopback TCP proxy in front of `targetPort` that a test can cut and restore. */
export async function startTcpProxy(targetPort: number, scheme = 'redis'): Promise<TcpProxy> {
  const port = await freePort();
  const pairs = new Set<Socket>();
  let server: Server | undefined;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((downstream) => {
        const upstream = createConnection({ host: '127.0.0.1', port: targetPort });
        for (const socket of [downstream, upstream]) {
          pairs.add(socket);
          socket.on('error', () => {});
          socket.on('close', () => {
            pairs.delete(socket);
            downstream.destroy();
            upstream.destroy();
          });
        }
        downstream.pipe(upstream);
        upstream.pipe(downstream);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        server = next;
        resolve();
      });
    });
  const stopListening = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = undefined;
      if (!current) return resolve();
      current.close(() => resolve());
      for (const socket of pairs) socket.destroy();
    });

  await listen();
  return {
    port,
    url: `${scheme}://127.0.0.1:${port}`,
    open: () => pairs.size / 2,
    cut: stopListening,
    async restore() {
      if (!server) await listen();
    },
    close: stopListening,
  };
}
