#!/usr/bin/env node
// `npm start`: compiles the server and builds the web app when either build is missing or older
// than its sources (the web unless WEB_DIST names a build made elsewhere), then runs the compiled
// server, which serves the API and the built app on one port. It forwards SIGINT, SIGTERM and SIGHUP to the server and exits with the
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
const webBuild = 'apps/web/dist/index.html';
const webSources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/prerender-plugin.ts',
  'packages/contract/src',
];
const serverBuild = 'apps/server/dist/main.js';
const serverSources = ['apps/server/src', 'apps/server/scripts/build.mjs', 'packages/contract/src'];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full, { recursive: true })
    .map((file) => statSync(path.join(full, String(file))).mtimeMs)
    .reduce((a, b) => Math.max(a, b), stat.mtimeMs);
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const stale = (built, sourceList) =>
  sourceList.some((source) => newestChange(source) > builtAt(path.join(root, built)));

function build(workspace, what) {
  console.log(`Building ${what}...`);
  const run = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
}

if (stale(serverBuild, serverSources)) build('@nethub/server', 'the server');
if (!process.env.WEB_DIST && stale(webBuild, webSources)) build('@nethub/web', 'the web app');

// The IPC channel closes when this process dies, however it dies: the server then shuts down.
const server = spawn(process.execPath, ['dist/main.js'], {
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
