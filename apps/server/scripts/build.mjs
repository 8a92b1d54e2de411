#!/usr/bin/env node
// Compiles the server into one ES module, dist/server.js, so a start reads plain JavaScript instead
// of transforming every TypeScript file (the server, the contract and their imports) on the fly.
// Installed packages stay external; the workspace contract (TypeScript sources) is bundled in.
// The operator scripts (migrate, seed, jobs) and the tests still run the sources through tsx.
//
// dist/main.js, the entry, loads the installed packages the bundle imports, then turns source
// maps on and loads the bundle: production stack traces point into src/ (ADR 017), and the
// ~400 source maps that installed packages ship are not read. With `--enable-source-maps` Node
// parses and keeps every one of them, ~6 MB of heap for stack frames inside packages (ADR 036,
// P8). The bundle's map leaves the sources out (`sourcesContent`): Node reads src/ for the line
// it quotes under an uncaught error, and the image ships src/ (Dockerfile).
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
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
const bundle = path.join(serverRoot, 'dist/server.js');
const { metafile } = await build({
  entryPoints: [path.join(serverRoot, 'src/main.ts')],
  outfile: bundle,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  external,
  sourcemap: true,
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
});

// The packages in the order the bundle's import statements name them, which is the order they
// are evaluated in (esbuild writes each as a top-level `import ... from "name";`). The same set
// as esbuild's own record, or the build stops.
const statements = [
  ...readFileSync(bundle, 'utf8').matchAll(/^import\s(?:[^;"'`]*?\sfrom\s*)?"([^"]+)";$/gm),
].map((match) => match[1]);
const packages = [...new Set(statements)];
const recorded = new Set(
  Object.values(metafile.inputs).flatMap((input) =>
    input.imports
      .filter((entry) => entry.external && entry.kind === 'import-statement')
      .map((entry) => entry.path),
  ),
);
if (packages.length !== recorded.size || packages.some((name) => !recorded.has(name)))
  throw new Error(
    `dist/main.js: the bundle's imports (${packages.join(', ')}) differ from esbuild's ` +
      `(${[...recorded].join(', ')})`,
  );
writeFileSync(
  path.join(serverRoot, 'dist/main.js'),
  [
    '// Written by scripts/build.mjs: the installed packages load without their source maps,',
    "// then the server's bundle loads with its own.",
    ...packages.filter((name) => !name.startsWith('node:')).map((name) => `import '${name}';`),
    'process.setSourceMapsEnabled(true);',
    "await import('./server.js');",
    '',
  ].join('\n'),
);
// The bundle's map when the bundle was dist/main.js.
rmSync(path.join(serverRoot, 'dist/main.js.map'), { force: true });
console.log(`server compiled to dist/server.js (entry dist/main.js) in ${Date.now() - started} ms`);
