#!/usr/bin/env node
// Fails when the built web app (apps/web/dist, after `npm run build`) can evaluate strings as
// code: `eval(...)`, `new Function(...)`, `Function(...)`, or `Function` held in a variable (how
// zod's JIT calls it). The Content-Security-Policy forbids all of them, so such code either
// fails silently in the browser or fills its console with violations.
//
// scripts/bundle-eval-allow.json lists the occurrences accepted on purpose: each a pattern
// (a regular expression over the minified code) with the reason it never runs. A pattern that no
// longer matches is reported too, so the list does not outlive its reasons.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.resolve(root, process.argv[2] ?? 'apps/web/dist/assets');
const allowed = JSON.parse(readFileSync(path.join(root, 'scripts/bundle-eval-allow.json'), 'utf8'));

const forbidden = [
  /(?<![\w$.])eval\s*\(/g,
  /\bnew\s+Function\b/g,
  /(?<![\w$.'"`])Function\s*\(/g,
  /(?<![=!<>])=\s*Function\s*[,;)]/g,
];

let files;
try {
  files = readdirSync(assets).filter((file) => file.endsWith('.js'));
} catch {
  console.error(`check-bundle-eval: ${assets} is missing: run "npm run build" first`);
  process.exit(2);
}
if (files.length === 0) {
  console.error(`check-bundle-eval: no .js files in ${assets}`);
  process.exit(2);
}

const used = new Set();
const problems = [];
for (const file of files) {
  const code = readFileSync(path.join(assets, file), 'utf8');
  const accepted = allowed.flatMap(({ pattern }) =>
    [...code.matchAll(new RegExp(pattern, 'g'))].map((m) => ({
      pattern,
      from: m.index,
      to: m.index + m[0].length,
    })),
  );
  for (const forbiddenPattern of forbidden) {
    for (const match of code.matchAll(forbiddenPattern)) {
      const at = match.index;
      const range = accepted.find(({ from, to }) => from <= at && at < to);
      if (range) used.add(range.pattern);
      else problems.push(`${file}: …${code.slice(Math.max(0, at - 60), at + 60)}…`);
    }
  }
}
for (const { pattern } of allowed)
  if (!used.has(pattern))
    problems.push(`scripts/bundle-eval-allow.json: no longer matches: ${pattern}`);

if (problems.length) {
  console.error('check-bundle-eval: the web bundle evaluates strings as code (CSP forbids it):');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `check-bundle-eval: ${files.length} files, no eval or new Function (${used.size} allowed)`,
);
