#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources (unless
// WEB_DIST names a build made elsewhere), then runs the server, which serves the API and the
// built app on one port. It forwards SIGINT, SIGTERM and SIGHUP to the server and exits with the
// server's code. It also stops the server when its own parent goes away without a signal (a
// supervisor that does not pass signals on), and the server stops when this script dies.
// Supervisors (containers, systemd) should still run `node scripts/start.mjs` (or the server)
// directly rather than through `npm start`, so that their stop signal reaches it at once.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contract/src',
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { recursive: true })
    .map((file) => statSync(path.join(full, String(file))).mtimeMs)
    .reduce((a, b) => Math.max(a, b), stat.mtimeMs);
}

const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
if (!process.env.WEB_DIST && sources.some((source) => newestChange(source) > builtAt)) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', '@nethub/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The IPC channel closes when this process dies, however it dies: the server then shuts down.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data') },
});
server.channel?.unref();
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => void server.kill(signal));

// A parent that dies without signalling us re-parents us (ppid changes): stop the server.
const parent = process.ppid;
const watchParent = setInterval(() => {
  if (process.ppid !== parent) {
    clearInterval(watchParent);
    server.kill('SIGTERM');
  }
}, 500);
watchParent.unref();

server.on('exit', (code, signal) => {
  clearInterval(watchParent);
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});
