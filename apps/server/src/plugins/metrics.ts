import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { API_PREFIX } from '@nethub/contract';

type Labels = Record<string, string>;
type PoolStats = { total: number; idle: number; waiting: number };
/** What a gauge's collect callback returns: one value, or one value per label set. */
export type GaugeValue = number | { labels: Labels; value: number }[];

export type GaugeOptions = {
  name: string;
  help: string;
  labelNames?: string[];
  /** Called at every scrape; a failing callback leaves the gauge out of that scrape's values. */
  collect(): GaugeValue | Promise<GaugeValue>;
};

/**
 * The instance's Prometheus registry: HTTP requests, process metrics, and gauges other modules
 * add with `app.metrics.gauge({ name, help, collect })` (sockets, database pool, job queue...).
 */
export function createMetrics({ poolStats }: { poolStats?: () => PoolStats } = {}) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code.',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code.',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  if (poolStats) {
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool clients by state: total, idle, and requests waiting for a client.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        for (const state of ['total', 'idle', 'waiting'] as const)
          this.set({ state }, stats[state]);
      },
    });
  }

  return {
    registry,
    /** Counts one answered request. `route` is the route pattern, never the raw URL. */
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      const labels = { method, route, status_code: String(statusCode) };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    /** Adds a gauge whose value is read at each scrape. */
    gauge({ name, help, labelNames = [], collect }: GaugeOptions) {
      new Gauge({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          const value = await collect();
          this.reset();
          if (typeof value === 'number') this.set(value);
          else for (const entry of value) this.set(entry.labels, entry.value);
        },
      });
    },
    /** The Prometheus text exposition of every metric. */
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Without a token, only a scraper on this machine may read the metrics: a loopback peer that is
 * not a reverse proxy relaying someone else (no forwarding headers).
 */
function isLocalScraper(request: FastifyRequest) {
  const peer = request.socket.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return LOOPBACK.has(peer) && forwarded === undefined;
}

function hasToken(request: FastifyRequest, token: string) {
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Times every request and serves `GET /api/v1/metrics` (Prometheus text format, not in the
 * OpenAPI document, not rate limited). With `token`, a scraper sends `Authorization: Bearer
 * <token>`; without it only local scrapers are answered.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token?: string) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
  app.get(`${API_PREFIX}/metrics`, {
    schema: { hide: true },
    config: { rateLimit: false },
    handler: async (request, reply) => {
      if (token ? !hasToken(request, token) : !isLocalScraper(request)) {
        const status = token ? 401 : 403;
        return reply
          .status(status)
          .send({ statusCode: status, message: token ? 'UNAUTHORIZED' : 'FORBIDDEN' });
      }
      const { contentType, body } = await metrics.render();
      return reply
        .header('content-type', contentType)
        .header('cache-control', 'no-store')
        .send(body);
    },
  });
}
