#!/usr/bin/env node
/**
 * The server's module boundaries (ADR 015), run by `npm run lint`.
 *
 * 1. The file rules in .dependency-cruiser.cjs (layers, other modules' tables/repository/routes,
 *    run-time import cycles).
 * 2. Cycles between modules: module A importing module B while B (through any path, type-only
 *    imports included) imports A. dependency-cruiser sees cycles between files only.
 *
 * Any violation fails: there is no allow-list (ADR 015, the last entries went with #15).
 */
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

const ROOT = 'apps/server/src';
const MODULES = `${ROOT}/modules/`;
const short = (path) => path.replace(MODULES, '');

const options = await extractDepcruiseOptions('./.dependency-cruiser.cjs');
const { output } = await cruise([ROOT], { ...options, outputType: 'json' });
const result = typeof output === 'string' ? JSON.parse(output) : output;

const found = [];
for (const v of result.summary.violations) {
  found.push({ rule: v.rule.name, from: short(v.from), to: short(v.to), cycle: v.cycle });
}

// Module graph: an edge for every import from a (non-test) file of one module to another.
// Foreign keys between tables files are schema, not a dependency of code: left out.
const moduleOf = (path) =>
  path.startsWith(MODULES) ? path.slice(MODULES.length).split('/')[0] : null;
const graph = new Map();
for (const m of result.modules) {
  const from = moduleOf(m.source);
  if (!from || m.source.endsWith('.test.ts')) continue;
  if (!graph.has(from)) graph.set(from, new Set());
  for (const d of m.dependencies) {
    const to = moduleOf(d.resolved);
    const schema = m.source.endsWith('.tables.ts') && d.resolved.endsWith('.tables.ts');
    if (to && to !== from && !schema) graph.get(from).add(to);
  }
}
// Tarjan's strongly connected components: every edge inside a component of two or more
// modules is part of a cycle.
let index = 0;
const idx = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const componentOf = new Map();
function connect(v) {
  idx.set(v, index);
  low.set(v, index);
  index += 1;
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v) ?? []) {
    if (!idx.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
  }
  if (low.get(v) === idx.get(v)) {
    const members = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      members.push(w);
    } while (w !== v);
    for (const m of members) componentOf.set(m, members);
  }
}
for (const v of graph.keys()) if (!idx.has(v)) connect(v);
for (const [from, tos] of graph) {
  const component = componentOf.get(from);
  if (component.length < 2) continue;
  for (const to of tos) {
    if (component.includes(to)) found.push({ rule: 'no-module-cycle', from, to });
  }
}

const key = (v) => `${v.rule} ${v.from} -> ${v.to}`;
for (const v of found) {
  console.error(
    `error ${key(v)}${v.cycle ? `  (cycle: ${v.cycle.map((c) => short(c.name ?? c)).join(' -> ')})` : ''}`,
  );
}
console.log(`boundaries: ${result.summary.totalCruised} files, ${found.length} violations`);
process.exit(found.length ? 1 : 0);
