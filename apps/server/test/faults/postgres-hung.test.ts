import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.js';
import { isDatabaseUnavailable } from '../../src/db/unavailable.js';
import { startPgCluster, type PgCluster } from './support/pg-cluster.js';
import { eventually, probe, sleep } from './support/load.js';
import { startServer, type ServerProcess } from './support/server-process.js';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.js';

/**
 * PostgreSQL hung (a stuck primary, a network black hole): a proxy in front of the cluster stops
 * forwarding bytes but keeps every socket open. With the default timeouts, database-backed
 * requests answer 503 within 2 s instead of hanging; once bytes flow again the same process
 * serves again.
 */
describe('PostgreSQL hung', () => {
  let cluster: PgCluster;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await startPgCluster();
    await cluster.createDatabase('nethub');
    proxy = await startTcpProxy(cluster.port);
    server = await startServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/nethub`,
    });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await proxy?.close();
    await cluster?.destroy();
  });

  it('answers 503 within 2 s while frozen and recovers after', async () => {
    const ready = (await probe(server.url, '/api/v1/health/ready')).status !== 404;
    const paths = [
      '/api/v1/health',
      '/api/v1/faqs',
      '/api/v1/faqs',
      ...(ready ? ['/api/v1/health/ready'] : []),
    ];
    // Warm the pool: idle connections that will go silent, the hardest case.
    for (const o of await Promise.all(paths.map((p) => probe(server.url, p))))
      expect(o.status, o.path).toBe(200);

    proxy.freeze();
    const frozen = [];
    for (let round = 0; round < 3; round++) {
      frozen.push(
        ...(await Promise.all(paths.map((p) => probe(server.url, p, { timeoutMs: 5000 })))),
      );
      await sleep(200);
    }
    for (const o of frozen) {
      expect(o.status, `${o.path} after ${o.ms} ms`).toBe(503);
      expect(o.ms, o.path).toBeLessThan(2000);
    }
    for (const o of frozen.filter((o) => o.path === '/api/v1/faqs')) {
      expect(o.code).toBe('SERVICE_UNAVAILABLE');
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
    expect(server.child.exitCode, server.output()).toBeNull();

    proxy.unfreeze();
    const recovered = await eventually(async () => {
      const answers = await Promise.all(paths.map((p) => probe(server.url, p)));
      return answers.every((o) => o.status === 200);
    }, 15_000);
    expect(recovered, server.output()).toBe(true);
    expect(server.child.exitCode).toBeNull();
    // A second freeze right after recovery behaves the same (nothing left stuck in the pool).
    proxy.freeze();
    const again = await probe(server.url, '/api/v1/faqs');
    proxy.unfreeze();
    expect(again.status).toBe(503);
    expect(again.ms).toBeLessThan(2000);
    expect(
      await eventually(
        async () => (await probe(server.url, '/api/v1/faqs')).status === 200,
        15_000,
      ),
    ).toBe(true);
  });

  it('lets a slow query on a live database finish; cuts it when the database hangs', async () => {
    const database = await openPostgres(`postgres://postgres@127.0.0.1:${proxy.port}/nethub`, {
      logger: { warn: () => undefined, error: () => undefined },
    });
    try {
      const setting = (await database.db.execute(sql`show statement_timeout`)) as {
        rows: unknown[];
      };
      expect(setting.rows[0]).toEqual({ statement_timeout: '15s' });
      // 2.5 s of work is slow, not hung: the probe finds PostgreSQL answering.
      const slow = Date.now();
      await database.db.execute(sql`select pg_sleep(2.5)`);
      expect(Date.now() - slow).toBeGreaterThanOrEqual(2500);
      // The same query while the proxy is frozen ends within 2 s with a connection error.
      proxy.freeze();
      const hung = Date.now();
      const error = await database.db.execute(sql`select pg_sleep(2.5)`).then(
        () => null,
        (err: unknown) => err,
      );
      const waited = Date.now() - hung;
      proxy.unfreeze();
      expect(error).not.toBeNull();
      expect(waited).toBeLessThan(2000);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(
        await eventually(
          () =>
            database.db.execute(sql`select 1`).then(
              () => true,
              () => false,
            ),
          10_000,
        ),
      ).toBe(true);
    } finally {
      proxy.unfreeze();
      await database.close();
    }
  });
});
