import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server-process.js';

const run = promisify(execFile);

/** The newest PostgreSQL installed under /usr/lib/postgresql (Debian's layout). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL binaries under ${root}/*/bin`);
  return path.join(root, versions[0], 'bin');
}

export type PgCluster = {
  port: number;
  /** A URL of database `name` on this cluster (trust auth, user postgres, loopback). */
  url(name?: string): string;
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>;
  /** `pg_ctl stop`: `fast` ends sessions (57P01), `immediate` is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its folder. */
  destroy(): Promise<void>;
};

/**
 * A private PostgreSQL cluster for one test file: `initdb` into a temporary folder, `pg_ctl` on
 * a free loopback port with its socket in that folder. It never touches the machine's own
 * PostgreSQL. As root, PostgreSQL's tools run as the `postgres` user, which owns the folder.
 */
export async function startPgCluster(): Promise<PgCluster> {
  const bin = binDir();
  const base = mkdtempSync('/tmp/nethub-pg-');
  const dataDir = path.join(base, 'data');
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    chownSync(base, Number(uid), Number(gid));
  }
  const tool = (name: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, name), ...args], { cwd: base })
      : run(path.join(bin, name), args, { cwd: base });
  await tool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${base}`,
    `-c listen_addresses=127.0.0.1`,
    '-c fsync=off',
    '-c max_connections=100',
    '-c shared_buffers=16MB',
  ].join(' ');
  const start = async () => {
    await tool('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(base, 'log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
  };
  let running = false;
  await start();
  running = true;
  const url = (name = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${name}`;
  return {
    port,
    url,
    async createDatabase(name) {
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } finally {
        await admin.end();
      }
      return url(name);
    },
    async stop(mode = 'fast') {
      await tool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', '-t', '60', 'stop']);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running)
        await tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(
          () => undefined,
        );
      running = false;
      rmSync(base, { recursive: true, force: true });
    },
  };
}
