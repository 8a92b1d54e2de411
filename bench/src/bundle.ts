import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from './server.js';

/** gzip sizes of every JS chunk of the web build, largest first. */
export function chunkSizes() {
  const dir = path.join(repoRoot, 'apps/web/dist/assets');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSync(readFileSync(path.join(dir, file))).length }))
    .sort((a, b) => b.gzip - a.gzip);
}
