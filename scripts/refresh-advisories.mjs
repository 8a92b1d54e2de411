#!/usr/bin/env node
// Refreshes security/advisories.json, the advisory snapshot scripts/audit-offline.mjs checks the
// lockfile against, from OSV (api.osv.dev: GitHub Security Advisories, among others). Run it
// where that host answers (a developer's laptop, a scheduled job), review the diff, commit it.
// It asks about every production package name (all versions, so a later lockfile bump within
// the same names is still covered) and keeps each advisory's npm ranges and severity.
//
//   node scripts/refresh-advisories.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionPackages } from './audit-offline.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OSV = 'https://api.osv.dev/v1';
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const names = [...new Set(productionPackages(lock).map((p) => p.name))].sort();

async function post(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}
async function get(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

const ids = new Set();
for (let i = 0; i < names.length; i += 500) {
  const batch = names.slice(i, i + 500);
  const answer = await post(`${OSV}/querybatch`, {
    queries: batch.map((name) => ({ package: { name, ecosystem: 'npm' } })),
  });
  for (const result of answer.results) for (const vuln of result.vulns ?? []) ids.add(vuln.id);
}

/** GHSA's own word where there is one (database_specific.severity), else from CVSS scores. */
function severityOf(vuln) {
  const stated = vuln.database_specific?.severity;
  if (stated)
    return String(stated).toUpperCase() === 'MODERATE' ? 'MEDIUM' : String(stated).toUpperCase();
  return 'UNKNOWN';
}

const wanted = new Set(names);
const advisories = [];
for (const id of [...ids].sort()) {
  const vuln = await get(`${OSV}/vulns/${encodeURIComponent(id)}`);
  if (vuln.withdrawn) continue;
  const affected = (vuln.affected ?? [])
    .filter((a) => a.package?.ecosystem === 'npm' && wanted.has(a.package.name))
    .map((a) => ({
      package: a.package,
      ranges: (a.ranges ?? []).filter((r) => r.type === 'SEMVER' || r.type === 'ECOSYSTEM'),
      ...(a.ranges?.length ? {} : { versions: a.versions ?? [] }),
    }));
  if (!affected.length) continue;
  advisories.push({
    id: vuln.id,
    aliases: vuln.aliases ?? [],
    summary: vuln.summary ?? '',
    severity: severityOf(vuln),
    modified: vuln.modified,
    affected,
  });
}

const file = path.join(root, 'security/advisories.json');
const previous = JSON.parse(readFileSync(file, 'utf8'));
writeFileSync(
  file,
  `${JSON.stringify({ source: previous.source, fetchedAt: new Date().toISOString(), packages: names, advisories }, null, 2)}\n`,
);
console.log(`refresh-advisories: ${names.length} packages, ${advisories.length} advisories`);
