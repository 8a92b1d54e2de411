// node --test scripts/audit-offline.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { affects, audit, compareVersions, productionPackages } from './audit-offline.mjs';

const lock = {
  packages: {
    '': { name: 'nethub' },
    'apps/server': { dependencies: { fastify: '^5' }, devDependencies: { vitest: '^4' } },
    'apps/web': { dependencies: { '@nethub/contract': '*', react: '^19' } },
    'node_modules/@nethub/contract': { resolved: 'packages/contract', link: true },
    'packages/contract': { dependencies: { zod: '^4' }, devDependencies: { vitest: '^4' } },
    'node_modules/fastify': { version: '5.0.0', dependencies: { 'find-my-way': '^9' } },
    'node_modules/find-my-way': { version: '9.0.0' },
    'node_modules/fastify/node_modules/find-my-way': { version: '8.2.0' },
    'node_modules/react': { version: '19.1.0' },
    'node_modules/zod': { version: '4.1.0' },
    'node_modules/vitest': { version: '4.0.0', dev: true },
  },
};

const advisory = (id, name, severity, events) => ({
  id,
  severity,
  summary: `${name} is bad`,
  affected: [{ package: { ecosystem: 'npm', name }, ranges: [{ type: 'SEMVER', events }] }],
});

test('walks production dependencies only, nested copies first', () => {
  const found = productionPackages(lock).map((p) => `${p.name}@${p.version}`);
  assert.deepEqual(found.sort(), [
    'fastify@5.0.0',
    'find-my-way@8.2.0',
    'react@19.1.0',
    'zod@4.1.0',
  ]);
});

test('orders versions the semver way', () => {
  assert.equal(compareVersions('1.10.0', '1.9.9'), 1);
  assert.equal(compareVersions('2.0.0-beta.2', '2.0.0'), -1);
  assert.equal(compareVersions('2.0.0-beta.10', '2.0.0-beta.2'), 1);
  assert.equal(compareVersions('3.1.4', '3.1.4'), 0);
});

test('reads OSV ranges: introduced, fixed, last_affected, and version lists', () => {
  const range = (events) => ({ ranges: [{ type: 'SEMVER', events }] });
  assert.equal(affects(range([{ introduced: '0' }, { fixed: '8.3.0' }]), '8.2.0'), true);
  assert.equal(affects(range([{ introduced: '0' }, { fixed: '8.3.0' }]), '8.3.0'), false);
  assert.equal(
    affects(range([{ introduced: '9.0.0' }, { last_affected: '9.0.0' }]), '9.0.0'),
    true,
  );
  assert.equal(affects(range([{ introduced: '9.0.0' }]), '10.0.0'), true);
  assert.equal(affects(range([{ introduced: '9.0.0' }]), '8.0.0'), false);
  assert.equal(
    affects(
      range([
        { introduced: '1.0.0' },
        { fixed: '1.2.0' },
        { introduced: '2.0.0' },
        { fixed: '2.1.0' },
      ]),
      '1.5.0',
    ),
    false,
  );
  assert.equal(affects({ versions: ['1.0.0'] }, '1.0.0'), true);
});

test('fails on high or critical in production, unless accepted with a reason', () => {
  const snapshot = {
    fetchedAt: '2026-11-01T00:00:00Z',
    packages: ['fastify', 'find-my-way', 'react', 'zod', 'vitest'],
    advisories: [
      advisory('GHSA-high', 'find-my-way', 'HIGH', [{ introduced: '0' }, { fixed: '8.3.0' }]),
      advisory('GHSA-low', 'react', 'LOW', [{ introduced: '0' }]),
      advisory('GHSA-dev', 'vitest', 'CRITICAL', [{ introduced: '0' }]),
      advisory('GHSA-fixed', 'zod', 'CRITICAL', [{ introduced: '0' }, { fixed: '4.0.0' }]),
    ],
  };
  const now = new Date('2026-11-11T00:00:00Z');
  const refused = audit({ lock, snapshot, allow: [], now });
  assert.deepEqual(refused.findings.map((f) => `${f.id} ${f.name}@${f.version}`).sort(), [
    'GHSA-high find-my-way@8.2.0',
    'GHSA-low react@19.1.0',
  ]);
  assert.deepEqual(
    refused.failing.map((f) => f.id),
    ['GHSA-high'],
  );
  assert.equal(refused.ageDays, 10);
  const allow = [{ id: 'GHSA-high', package: 'find-my-way', reason: 'not reachable: x' }];
  assert.deepEqual(audit({ lock, snapshot, allow, now }).failing, []);
  assert.deepEqual(
    audit({ lock, snapshot: { ...snapshot, advisories: [] }, allow, now }).unusedAllow,
    allow,
  );
});
