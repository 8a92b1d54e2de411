import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from './helpers.js';

describe('configuration', () => {
  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ REDIS_URL: 'nope' })).toThrow(/REDIS_URL/);
    // Webhooks are always signature-checked: a Stripe key needs its webhook secret.
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('has working defaults', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'nethub-config-'));
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({ port: 3000, dataDir: dir, publicUrl: 'http://localhost:3000' });
    expect(config.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(config.jwtSecret);
  });
});

describe('platform', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'nethub-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Net Hub</title>');
    writeFileSync(
      path.join(webDist, 'assets', 'app-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(4000))})`,
    );
    writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Net Hub"}');
    writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("push", () => {});');
    t = await createTestApp({ webDist });
  });
  afterAll(() => t?.close());

  it('answers health with the database state', async () => {
    const res = await t.app.inject({ url: '/api/v1/health' });
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('publishes the OpenAPI document built from the contract', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3/);
    expect(Object.keys(doc.paths)).toContain('/api/v1/auth/login');
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('serves the web app: hashed assets cached for a year and compressed, routes fall back to index.html', async () => {
    const asset = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const route = await t.app.inject({ url: '/leads/123?tab=1' });
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.body).toContain('<title>Net Hub</title>');
    expect((await t.app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('serves the web app manifest and the service worker with their content types, never cached for long', async () => {
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Net Hub' });
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
  });

  it('answers unknown API routes with NOT_FOUND, never the web app', async () => {
    const res = await t.app.inject({ url: '/api/v1/nope' });
    expect([res.statusCode, res.json().message]).toEqual([404, 'NOT_FOUND']);
  });

  it('lists the public pages in sitemap.xml', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<loc>http://nethub.test/login</loc>');
  });

  it('shows sent mail at /dev/mailbox, newest first, as HTML and JSON', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: PASSWORD, firstName: 'M', lastName: 'B', acceptTerms: true },
    });
    const json = (await t.app.inject({ url: '/api/v1/dev/mailbox' })).json().data;
    expect(json[0]).toMatchObject({ to: email, subject: 'Verify your Net Hub e-mail address' });
    expect(Object.keys(json[0]).sort()).toEqual([
      'attachments',
      'createdAt',
      'html',
      'subject',
      'text',
      'to',
    ]);
    expect(json[0].attachments).toBeNull();
    const html = await t.app.inject({ url: '/dev/mailbox' });
    expect(html.body).toContain('<a href="http://nethub.test/verify-email?token=');
  });

  it('answers the dev mailbox to loopback clients only, whatever X-Forwarded-For says', async () => {
    const from = (remoteAddress: string, url: string, headers = {}) =>
      t.app.inject({ url, remoteAddress, headers }).then((res) => res.statusCode);
    for (const url of ['/api/v1/dev/mailbox', '/dev/mailbox']) {
      expect(await from('127.0.0.1', url)).toBe(200);
      expect(await from('::1', url)).toBe(200);
      expect(await from('10.0.0.5', url)).toBe(404);
      expect(await from('10.0.0.5', url, { 'x-forwarded-for': '127.0.0.1' })).toBe(404);
      // A reverse proxy on this machine relaying someone else.
      expect(await from('127.0.0.1', url, { 'x-forwarded-for': '203.0.113.9' })).toBe(404);
    }
    const refused = await t.app.inject({ url: '/api/v1/dev/mailbox', remoteAddress: '10.0.0.5' });
    expect(refused.json()).toEqual({ statusCode: 404, message: 'NOT_FOUND' });
    expect(refused.body).not.toContain('verify-email');
  });
});

describe('dev mailbox opened by the operator', () => {
  it('answers anyone with DEV_MAILBOX=open', async () => {
    const t = await createTestApp({ devMailbox: 'open' });
    const res = await t.app.inject({ url: '/api/v1/dev/mailbox', remoteAddress: '10.0.0.5' });
    expect(res.statusCode).toBe(200);
    await t.close();
  });
});

describe('production', () => {
  it('has no dev mailbox', async () => {
    const t = await createTestApp({ env: 'production' });
    expect((await t.app.inject({ url: '/api/v1/dev/mailbox' })).statusCode).toBe(404);
    await t.close();
  });
});

describe('rate limits', () => {
  it('answers 429 TOO_MANY_REQUESTS after ten sign-in attempts a minute', async () => {
    const t = await createTestApp({ rateLimits: true });
    // A new e-mail each time: the per-account throttle (ADR 012) is not measured here.
    let n = 0;
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: `x${++n}@example.com`, password: 'nope' },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect([limited.statusCode, limited.json().message]).toEqual([429, 'TOO_MANY_REQUESTS']);
    await t.close();
  });
});
