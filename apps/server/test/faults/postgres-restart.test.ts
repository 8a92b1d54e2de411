import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../src/db/client.js';
import { isDatabaseUnavailable } from '../../src/db/unavailable.js';
import { startPgCluster, type PgCluster } from './support/pg-cluster.js';
import { eventually, keepRequesting, probe, sleep } from './support/load.js';
import { startServer, type ServerProcess } from './support/server-process.js';

/**
 * PostgreSQL stopped (sessions terminated with 57P01, then connections refused) and started
 * again under load: the server keeps running, answers 503 SERVICE_UNAVAILABLE meanwhile (never a
 * 500, never a hang) and serves again by itself once PostgreSQL is back.
 */
describe('PostgreSQL restart under load', () => {
  let cluster: PgCluster;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await startPgCluster();
    const url = await cluster.createDatabase('nethub');
    server = await startServer({ DATABASE_URL: url });
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await cluster?.destroy();
  });

  it('answers 503 while PostgreSQL is down and recovers without a restart', async () => {
    // Reads on pooled connections, and sign-ups: writes in transactions on a checked-out
    // connection, the case whose connection error ended the process.
    const signUp = {
      path: '/api/v1/auth/register',
      body: (i: number) => ({
        email: `load-${i}-${randomUUID()}@nethub.test`,
        password: 'Fault-suite-1',
        firstName: 'Under',
        lastName: 'Load',
        acceptTerms: true,
      }),
    };
    const paths = ['/api/v1/faqs', '/api/v1/health', signUp, '/api/v1/health/live'];
    expect((await probe(server.url, '/api/v1/faqs')).status).toBe(200);
    const load = keepRequesting(server.url, paths, 4);
    await sleep(500);

    const stoppedAt = Date.now();
    await cluster.stop('fast');
    await sleep(3000);
    expect(server.child.exitCode, server.output()).toBeNull();
    const down = load.outcomes.filter((o) => o.at >= stoppedAt && o.path !== '/api/v1/health/live');

    const startedAt = Date.now();
    await cluster.start();
    const recovered = await eventually(
      async () => (await probe(server.url, '/api/v1/faqs')).status === 200,
      20_000,
    );
    await sleep(500);
    const all = await load.stop();

    expect(recovered, server.output()).toBe(true);
    expect(server.child.exitCode, server.output()).toBeNull();
    // Never a hang, never a 500: each answer is a success or a 503.
    const unexpected = all.filter((o) => ![200, 201, 503].includes(o.status));
    expect(unexpected, server.output()).toEqual([]);
    // While down, database-backed calls answered 503 (faqs in the catalogue's envelope).
    expect(down.length).toBeGreaterThan(5);
    const downFaqs = down.filter((o) => o.path === '/api/v1/faqs' && o.at >= stoppedAt + 500);
    expect(downFaqs.length).toBeGreaterThan(0);
    for (const o of downFaqs) {
      expect(o).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
      expect(Number(o.retryAfter)).toBeGreaterThan(0);
    }
    for (const o of down) expect(o.ms).toBeLessThan(3000);
    // The process that kept running serves reads and writes again.
    const after = all.filter((o) => o.at >= startedAt && o.status === 200);
    expect(all.filter((o) => o.path === signUp.path && o.status === 201).length).toBeGreaterThan(0);
    expect(all.filter((o) => o.path === signUp.path && o.status === 503).length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    const lateSignUp = await probe(server.url, '/api/v1/auth/register', {
      body: {
        email: `after-restart-${Date.now()}@nethub.test`,
        password: 'Fault-suite-1',
        firstName: 'After',
        lastName: 'Restart',
        acceptTerms: true,
      },
    });
    expect(lateSignUp.status).toBe(201);
  });

  it('survives a crash (immediate stop) of PostgreSQL too', async () => {
    await cluster.stop('immediate');
    const during = await Promise.all([
      probe(server.url, '/api/v1/faqs'),
      probe(server.url, '/api/v1/health'),
    ]);
    for (const o of during) expect(o.status).toBe(503);
    expect(during[0]).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    await cluster.start();
    expect(
      await eventually(
        async () => (await probe(server.url, '/api/v1/faqs')).status === 200,
        20_000,
      ),
    ).toBe(true);
    expect(server.child.exitCode, server.output()).toBeNull();
  });

  it('a transaction open across a stop fails with a connection error; nothing else does', async () => {
    // A checked-out connection that breaks between two queries emits 'error' on the client:
    // without a listener that ends the process (vitest would report an unhandled error).
    const warnings: string[] = [];
    const database = await openPostgres(cluster.url('nethub'), {
      logger: { warn: (_obj, msg) => warnings.push(msg), error: (_obj, msg) => warnings.push(msg) },
    });
    try {
      const outcome = await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await cluster.stop('fast');
          await sleep(200);
          await tx.execute(sql`select 1`);
        })
        .then(
          () => null,
          (err: unknown) => err,
        );
      expect(isDatabaseUnavailable(outcome)).toBe(true);
      expect(warnings).toContain('PostgreSQL connection lost');
      await cluster.start();
      expect(
        await eventually(
          () =>
            database.db.execute(sql`select 1`).then(
              () => true,
              () => false,
            ),
          20_000,
        ),
      ).toBe(true);
    } finally {
      await database.close();
    }
  });
});
