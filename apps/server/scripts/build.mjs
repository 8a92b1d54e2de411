#!/usr/bin/env node
// Compiles the server into one ES module, dist/main.js, so a start reads plain JavaScript instead
// of transforming every TypeScript file (the server, the contract and their imports) on the fly.
// Installed packages stay external; the workspace contract (TypeScript sources) is bundled in.
// The operator scripts (migrate, seed, jobs) and the tests still run the sources through tsx.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dependencies = (folder) =>
  Object.keys(
    JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')).dependencies ?? {},
  );
const external = [
  ...dependencies(serverRoot),
  ...dependencies(path.join(serverRoot, '../../packages/contract')),
].filter((name) => !name.startsWith('@nethub/'));

const started = Date.now();
await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile: path.join(serverRoot, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'warning',
});
console.log(`server compiled to dist/main.js in ${Date.now() - started} ms`);
