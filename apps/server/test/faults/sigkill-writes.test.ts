import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from './support/pg-cluster.js';
import { probe, sleep } from './support/load.js';
import { startServer, type ServerProcess } from './support/server-process.js';

/**
 * The server is killed (SIGKILL: no draining, no shutdown hooks) in the middle of a burst of
 * sign-ups. A 201 is sent only after the write is committed, so after a restart on the same
 * database every acknowledged member is there and can be told apart from an unknown one.
 */
describe('SIGKILL during a burst of acknowledged writes', () => {
  let cluster: PgCluster;
  let url: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    cluster = await startPgCluster();
    url = await cluster.createDatabase('nethub');
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await cluster?.destroy();
  });

  it('keeps every sign-up that got a 2xx', async () => {
    const env = { DATABASE_URL: url, SEED_DEMO: 'false', RATE_LIMITS: 'off' };
    const first = await startServer(env);
    server = first;
    const acknowledged: string[] = [];
    const unanswered: string[] = [];
    let killed = false;
    let next = 0;
    const workers = Array.from({ length: 6 }, async () => {
      // Bounded: the kill comes after ~2 s; a worker stops at the first failed request.
      for (let i = 0; i < 500 && !killed; i++) {
        const email = `burst-${next++}@nethub.test`;
        const res = await probe(first.url, '/api/v1/auth/register', {
          timeoutMs: 10_000,
          body: {
            email,
            password: 'Fault-suite-1',
            firstName: 'Burst',
            lastName: 'Writer',
            acceptTerms: true,
          },
        });
        if (res.status === 201) acknowledged.push(email);
        else if (killed || res.status === 0) {
          unanswered.push(email);
          return;
        } else throw new Error(`sign-up answered ${res.status} ${res.code} before the kill`);
      }
    });
    await sleep(2500);
    killed = true;
    await first.stop('SIGKILL');
    await Promise.all(workers);
    expect(acknowledged.length).toBeGreaterThan(5);

    server = await startServer(env);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ email: string }>(
        'select email from users where email = any($1)',
        [acknowledged],
      );
      const present = new Set(rows.map((r) => r.email));
      expect(acknowledged.filter((email) => !present.has(email))).toEqual([]);
    } finally {
      await client.end();
    }
    // The restarted server knows them too: signing in says "verify your e-mail", not "unknown".
    for (const email of [...acknowledged.slice(0, 3), ...acknowledged.slice(-3)]) {
      const login = await probe(server.url, '/api/v1/auth/login', {
        body: { email, password: 'Fault-suite-1' },
      });
      expect(login.code, email).toBe('EMAIL_NOT_VERIFIED');
    }
    const unknown = await probe(server.url, '/api/v1/auth/login', {
      body: { email: 'never-signed-up@nethub.test', password: 'Fault-suite-1' },
    });
    expect(unknown.code).toBe('USER_NOT_FOUND');
    // And it takes new writes.
    const after = await probe(server.url, '/api/v1/auth/register', {
      body: {
        email: 'after-kill@nethub.test',
        password: 'Fault-suite-1',
        firstName: 'After',
        lastName: 'Kill',
        acceptTerms: true,
      },
    });
    expect(after.status).toBe(201);
  });
});
