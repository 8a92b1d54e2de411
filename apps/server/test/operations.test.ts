import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../src/plugins/metrics.js';
import { loggerOptions, redactUrl, requestIdFrom } from '../src/plugins/request-logging.js';
import { createTestApp, type TestApp } from './helpers.js';

describe('health', () => {
  // One app through the states in order: up, a flaky dependency, the database gone, draining.
  let t: TestApp;
  let flaky: 'ok' | 'throw' | 'hang' = 'ok';
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.app.close());
  const ready = () => t.app.inject({ url: '/api/v1/health/ready' });

  it('answers live while the process runs', async () => {
    const res = await t.app.inject({ url: '/api/v1/health/live' });
    expect([res.statusCode, res.json().data]).toEqual([200, { status: 'ok' }]);
  });

  it('answers ready with each dependency when all are up', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'absent' } });
    expect(res.headers['cache-control']).toBe('no-store');
    const summary = await t.app.inject({ url: '/api/v1/health' });
    expect(summary.json().data).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('counts an absent dependency as ready and a failing one as not ready', async () => {
    t.app.readiness.register({
      name: 'queue',
      check: () =>
        flaky === 'ok'
          ? Promise.resolve('ok')
          : flaky === 'throw'
            ? Promise.reject(new Error('boom'))
            : new Promise(() => {}),
    });
    const absent = await ready();
    expect([absent.statusCode, absent.json().data.checks]).toEqual([
      200,
      { database: 'ok', redis: 'absent', queue: 'ok' },
    ]);
    flaky = 'throw';
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json().data).toEqual({
      status: 'down',
      checks: { database: 'ok', redis: 'absent', queue: 'down' },
    });
  });

  it('answers 503 within 2 s when a dependency hangs', async () => {
    flaky = 'hang';
    const started = Date.now();
    const res = await ready();
    expect(Date.now() - started).toBeLessThan(2000);
    expect([res.statusCode, res.json().data.checks.queue]).toEqual([503, 'down']);
    flaky = 'ok';
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 when the database is gone, live still 200', async () => {
    await t.database.close();
    const res = await ready();
    expect([res.statusCode, res.json().data.checks.database]).toEqual([503, 'down']);
    expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(503);
    expect((await t.app.inject({ url: '/api/v1/health/live' })).statusCode).toBe(200);
  });

  it('answers 503 draining once shutdown starts', async () => {
    t.app.readiness.startDraining();
    const res = await ready();
    expect([res.statusCode, res.json().data.status]).toEqual([503, 'draining']);
    expect((await t.app.inject({ url: '/api/v1/health/live' })).statusCode).toBe(200);
  });
});

describe('paths that are not pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'nethub-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Net Hub</title>');
    writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *');
    t = await createTestApp({ webDist });
  });
  afterAll(() => t?.close());

  it.each(['/health', '/healthz', '/metrics', '/readyz', '/status', '/wp-admin/x', '/.env'])(
    'answers %s with 404, not the app',
    async (url) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>Net Hub</title>');
    },
  );

  it.each([
    '/',
    '/login?prevUrl=%2Ffaqs',
    '/verify-email?token=abc',
    '/public-subscription-details?id=1',
    '/profile/123/message/ch-1',
    '/network-directory/9?tab=feed',
  ])('serves the app at %s', async (url) => {
    const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-cache']);
    expect(res.body).toContain('<title>Net Hub</title>');
  });

  it('gives a browser the app with 404 at an unknown page, so it shows its not-found screen', async () => {
    const res = await t.app.inject({
      url: '/no-such-page',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Net Hub</title>');
  });

  it('still serves files of the build', async () => {
    expect((await t.app.inject({ url: '/robots.txt' })).statusCode).toBe(200);
  });
});

// Metrics and request ids share one app.
let api: TestApp;
describe('metrics', () => {
  beforeAll(async () => {
    api = await createTestApp();
  });

  it('answers a loopback scraper in Prometheus text format with request, socket and process metrics', async () => {
    await api.app.inject({ url: '/api/v1/health/live' });
    const res = await api.app.inject({ url: '/api/v1/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(
      /http_requests_total\{method="GET",route="\/api\/v1\/health\/live",status_code="200"\} [1-9]/,
    );
    expect(res.body).toContain('http_request_duration_seconds_bucket{');
    expect(res.body).toContain('realtime_sockets_connected 0');
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('labels requests by route pattern, never the raw URL', async () => {
    await api.app.inject({ url: '/api/v1/profile/11111111-1111-1111-1111-111111111111?x=1' });
    const res = await api.app.inject({ url: '/api/v1/metrics' });
    expect(res.body).not.toContain('11111111-1111');
    expect(res.body).not.toContain('x=1');
  });

  it('refuses other addresses and proxied requests without a token', async () => {
    const remote = await api.app.inject({ url: '/api/v1/metrics', remoteAddress: '10.1.2.3' });
    expect([remote.statusCode, remote.json().message]).toEqual([403, 'FORBIDDEN']);
    const proxied = await api.app.inject({
      url: '/api/v1/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('takes extra gauges registered later', async () => {
    api.app.metrics.gauge({
      name: 'jobs_queued',
      help: 'Jobs waiting.',
      labelNames: ['queue'],
      collect: async () => [{ labels: { queue: 'mail' }, value: 3 }],
    });
    const res = await api.app.inject({ url: '/api/v1/metrics' });
    expect(res.body).toContain('jobs_queued{queue="mail"} 3');
  });

  it('reports the PostgreSQL pool (PGlite has none)', async () => {
    const metrics = createMetrics({ poolStats: () => ({ total: 4, idle: 1, waiting: 2 }) });
    const { body } = await metrics.render();
    expect(body).toContain('db_pool_connections{state="total"} 4');
    expect(body).toContain('db_pool_connections{state="idle"} 1');
    expect(body).toContain('db_pool_connections{state="waiting"} 2');
  });

  it('is not in the OpenAPI document', async () => {
    const doc = (await api.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/metrics');
    expect(Object.keys(doc.paths)).toContain('/api/v1/health/ready');
  });

  it('requires the bearer token when METRICS_TOKEN is set, from any address; never rate limited', async () => {
    const token = 'metrics-token-0123456789';
    const other = await createTestApp({
      metricsToken: token,
      rateLimits: true,
      rateLimitGlobal: 2,
    });
    try {
      const scrape = (headers: Record<string, string>) =>
        other.app.inject({ url: '/api/v1/metrics', remoteAddress: '10.1.2.3', headers });
      expect((await scrape({})).statusCode).toBe(401);
      expect((await scrape({ authorization: 'Bearer wrong' })).statusCode).toBe(401);
      const local = await other.app.inject({ url: '/api/v1/metrics' });
      expect(local.statusCode).toBe(401);
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push((await scrape({ authorization: `Bearer ${token}` })).statusCode);
      expect(codes).toEqual([200, 200, 200, 200]);
      // The same client is limited elsewhere on the API.
      const faqs = [];
      for (let i = 0; i < 3; i++)
        faqs.push(
          (await other.app.inject({ url: '/api/v1/faqs', remoteAddress: '10.1.2.3' })).statusCode,
        );
      expect(faqs).toContain(429);
    } finally {
      await other.close();
    }
  });
});

describe('request ids', () => {
  afterAll(() => api.close());
  it('echoes a sane X-Request-Id', async () => {
    const res = await api.app.inject({
      url: '/api/v1/health/live',
      headers: { 'x-request-id': 'lb-1234.abc:def_9-Z' },
    });
    expect(res.headers['x-request-id']).toBe('lb-1234.abc:def_9-Z');
  });

  it.each(['has spaces', 'x'.repeat(129), 'quote"', 'new\u2028line', ''])(
    'replaces %j with a fresh UUID',
    async (given) => {
      const res = await api.app.inject({
        url: '/api/v1/nope',
        headers: { 'x-request-id': given },
      });
      expect(res.statusCode).toBe(404);
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    },
  );

  it('generates one when none is sent, on errors too', async () => {
    const a = await api.app.inject({ url: '/api/v1/nope' });
    const b = await api.app.inject({ url: '/api/v1/health/live' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
  });

  it('accepts at most 128 characters', () => {
    const id = (value: string) => requestIdFrom({ headers: { 'x-request-id': value } } as never);
    expect(id('a'.repeat(128))).toBe('a'.repeat(128));
    expect(id('a'.repeat(129))).not.toBe('a'.repeat(129));
  });
});

describe('request logs', () => {
  it('redact the values of signature and token parameters', () => {
    expect(redactUrl('/api/v1/files/download?key=u%2Fa.pdf&expires=17&ct=x&sig=abc')).toBe(
      '/api/v1/files/download?key=u%2Fa.pdf&expires=[redacted]&ct=x&sig=[redacted]',
    );
    expect(
      redactUrl(
        '/b/k?X-Amz-Algorithm=AWS4&X-Amz-Credential=AK%2F1&x-amz-signature=ff&X-Amz-Expires=60',
      ),
    ).toBe(
      '/b/k?X-Amz-Algorithm=[redacted]&X-Amz-Credential=[redacted]&x-amz-signature=[redacted]&X-Amz-Expires=[redacted]',
    );
    expect(redactUrl('/verify-email?token=abc&signature=s&refresh_token=r&page=2')).toBe(
      '/verify-email?token=[redacted]&signature=[redacted]&refresh_token=[redacted]&page=2',
    );
    expect(redactUrl('/api/v1/leads?page=2&offset=10')).toBe('/api/v1/leads?page=2&offset=10');
    expect(redactUrl('/plain')).toBe('/plain');
    expect(redactUrl('/x?flag&%zz=1&Sig=2')).toBe('/x?flag&%zz=1&Sig=[redacted]');
  });

  it('use the redacting serializer and carry the request id on every line', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    // buildApp's logger options (its logger writes to stdout), on a bare app.
    const app = Fastify({
      logger: { ...loggerOptions('info'), stream },
      genReqId: requestIdFrom,
    });
    app.get('/files/download', async (request) => {
      request.log.info('handling');
      return 'ok';
    });
    await app.inject({
      url: '/files/download?key=k&sig=secret-sig&expires=1',
      headers: { 'x-request-id': 'trace-42' },
    });
    await app.close();
    const ofRequest = lines.filter((line) => line.reqId === 'trace-42');
    expect(ofRequest.map((line) => line.msg)).toEqual([
      'incoming request',
      'handling',
      'request completed',
    ]);
    expect(JSON.stringify(lines)).not.toContain('secret-sig');
    expect(ofRequest[0]!.req).toMatchObject({
      method: 'GET',
      url: '/files/download?key=k&sig=[redacted]&expires=[redacted]',
    });
  });
});
