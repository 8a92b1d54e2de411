#!/usr/bin/env node
// The dependency audit that needs no network (`npm audit` needs the registry's audit endpoint).
// It walks package-lock.json from the production dependencies of apps/server and apps/web (and
// the workspaces they use, such as packages/contract; never devDependencies) and matches every
// installed name@version against security/advisories.json, a committed snapshot of OSV
// advisories (refresh it with `node scripts/refresh-advisories.mjs` where api.osv.dev answers).
// It fails on a high or critical advisory unless security/audit-allow.json accepts it, with a
// reason. It also says how old the snapshot is and which production packages it does not cover.
//
//   node scripts/audit-offline.mjs [--lock package-lock.json] [--advisories f] [--allow f]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return path.resolve(root, at === -1 ? fallback : process.argv[at + 1]);
};
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export const PRODUCT_WORKSPACES = ['apps/server', 'apps/web'];
const FAILING = new Set(['HIGH', 'CRITICAL']);

/** name@version (and lock path) of everything the product workspaces need at run time. */
export function productionPackages(lock, workspaces = PRODUCT_WORKSPACES) {
  const packages = lock.packages;
  const found = new Map();
  const seen = new Set();
  const resolve = (from, name) => {
    // npm's lookup: <from>/node_modules/<name>, then each enclosing node_modules, then the root.
    let dir = from;
    for (;;) {
      const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!dir) return undefined;
      const cut = dir.lastIndexOf('/node_modules/');
      dir = cut === -1 ? '' : dir.slice(0, cut);
    }
  };
  const visit = (key, isWorkspaceRoot) => {
    if (seen.has(key)) return;
    seen.add(key);
    let entry = packages[key];
    if (entry?.link) return visit(entry.resolved, true);
    if (!entry) return;
    if (!isWorkspaceRoot) {
      const name =
        entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
      found.set(`${name}@${entry.version}`, { name, version: entry.version, path: key });
    }
    const deps = {
      ...entry.dependencies,
      ...entry.optionalDependencies,
      ...entry.peerDependencies,
    };
    for (const name of Object.keys(deps)) {
      const target = resolve(key, name);
      if (target) visit(target, false);
    }
  };
  for (const workspace of workspaces) visit(workspace, true);
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Semantic-version order (numeric parts, then a pre-release sorts before its release). */
export function compareVersions(a, b) {
  const split = (v) => {
    const [core, pre] = String(v).replace(/^v/, '').split('+')[0].split(/-(.*)/s);
    return { core: core.split('.').map(Number), pre: pre ?? '' };
  };
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < 3; i++) {
    const d = (x.core[i] ?? 0) - (y.core[i] ?? 0);
    if (d) return Math.sign(d);
  }
  if (x.pre === y.pre) return 0;
  if (!x.pre) return 1;
  if (!y.pre) return -1;
  const xs = x.pre.split('.');
  const ys = y.pre.split('.');
  for (let i = 0; i < Math.max(xs.length, ys.length); i++) {
    if (xs[i] === undefined) return -1;
    if (ys[i] === undefined) return 1;
    const nx = /^\d+$/.test(xs[i]) ? Number(xs[i]) : NaN;
    const ny = /^\d+$/.test(ys[i]) ? Number(ys[i]) : NaN;
    if (!Number.isNaN(nx) && !Number.isNaN(ny) && nx !== ny) return Math.sign(nx - ny);
    if (xs[i] !== ys[i]) return xs[i] < ys[i] ? -1 : 1;
  }
  return 0;
}

/** Whether an OSV `affected` entry covers a version: its list, or its SEMVER/ECOSYSTEM ranges. */
export function affects(affected, version) {
  if (affected.versions?.includes(version)) return true;
  for (const range of affected.ranges ?? []) {
    if (range.type !== 'SEMVER' && range.type !== 'ECOSYSTEM') continue;
    // Events in order: introduced opens a span, fixed / last_affected closes it.
    let inside = false;
    let open = false;
    for (const event of range.events ?? []) {
      if (event.introduced !== undefined) {
        open = event.introduced === '0' || compareVersions(version, event.introduced) >= 0;
        if (open) inside = true;
      } else if (event.fixed !== undefined && open) {
        if (compareVersions(version, event.fixed) >= 0) inside = false;
        open = false;
      } else if (event.last_affected !== undefined && open) {
        if (compareVersions(version, event.last_affected) > 0) inside = false;
        open = false;
      }
    }
    if (inside) return true;
  }
  return false;
}

export function audit({ lock, snapshot, allow, now = new Date() }) {
  const installed = productionPackages(lock);
  const findings = [];
  for (const pkg of installed) {
    for (const advisory of snapshot.advisories) {
      const hits = (advisory.affected ?? []).filter(
        (a) =>
          a.package?.ecosystem === 'npm' && a.package.name === pkg.name && affects(a, pkg.version),
      );
      if (!hits.length) continue;
      const severity = String(advisory.severity ?? 'UNKNOWN').toUpperCase();
      const accepted = allow.find(
        (entry) => entry.id === advisory.id && entry.package === pkg.name,
      );
      findings.push({
        ...pkg,
        id: advisory.id,
        severity,
        summary: advisory.summary ?? '',
        accepted,
      });
    }
  }
  const covered = new Set(snapshot.packages ?? []);
  const uncovered = [...new Set(installed.map((p) => p.name))].filter((n) => !covered.has(n));
  const failing = findings.filter((f) => FAILING.has(f.severity) && !f.accepted);
  const unusedAllow = allow.filter(
    (entry) => !findings.some((f) => f.id === entry.id && f.name === entry.package),
  );
  const ageDays = snapshot.fetchedAt
    ? Math.floor((now.getTime() - Date.parse(snapshot.fetchedAt)) / 86_400_000)
    : undefined;
  return { installed, findings, failing, uncovered, unusedAllow, ageDays };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = audit({
    lock: readJson(arg('lock', 'package-lock.json')),
    snapshot: readJson(arg('advisories', 'security/advisories.json')),
    allow: readJson(arg('allow', 'security/audit-allow.json')),
  });
  const { installed, findings, failing, uncovered, unusedAllow, ageDays } = result;
  console.log(
    `audit-offline: ${installed.length} production packages (apps/server, apps/web), ` +
      (ageDays === undefined
        ? 'advisory snapshot never refreshed'
        : `advisory snapshot ${ageDays} day(s) old`),
  );
  if (ageDays === undefined || ageDays > 30)
    console.warn(
      'audit-offline: WARNING: refresh security/advisories.json (node scripts/refresh-advisories.mjs where api.osv.dev answers)',
    );
  if (uncovered.length)
    console.warn(
      `audit-offline: WARNING: ${uncovered.length} production packages are not in the snapshot (refresh it): ${uncovered.slice(0, 12).join(', ')}${uncovered.length > 12 ? ', …' : ''}`,
    );
  for (const f of findings)
    console.log(
      `  ${f.accepted ? 'accepted' : f.severity === 'HIGH' || f.severity === 'CRITICAL' ? 'FAIL' : 'note'} ${f.severity} ${f.id} ${f.name}@${f.version}: ${f.summary}${f.accepted ? ` (allowed: ${f.accepted.reason})` : ''}`,
    );
  for (const entry of unusedAllow)
    console.warn(
      `audit-offline: security/audit-allow.json accepts ${entry.id} (${entry.package}), which no longer applies: remove it`,
    );
  if (failing.length) {
    console.error(
      `audit-offline: ${failing.length} high or critical advisories in production dependencies: upgrade, or accept each in security/audit-allow.json with a reason`,
    );
    process.exit(1);
  }
  console.log('audit-offline: no unaccepted high or critical advisory');
}
