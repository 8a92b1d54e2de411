import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, PASSWORD, uniqueEmail, type TestApp } from '../../../test/helpers.js';
import type { MailMessage, MailTransport } from '../mail/mailer.js';

/** A mail server that can be down; it records what it accepted. */
function flakyMailServer() {
  const delivered: MailMessage[] = [];
  const server = {
    down: false,
    attempts: 0,
    delivered,
    transport: {
      kind: 'smtp',
      async deliver(message) {
        server.attempts++;
        if (server.down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        delivered.push(message);
      },
      async close() {},
    } satisfies MailTransport,
  };
  return server;
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const mail = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });

describe('the durable job queue', () => {
  const smtp = flakyMailServer();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      mailTransport: smtp.transport,
      jobs: { retryDelaySeconds: 1, retryLimit: 1 },
    });
  });
  afterAll(() => t?.close());

  it('answers a sign-up while the mail server is down, and delivers the mail once when it is back', async () => {
    smtp.down = true;
    const email = uniqueEmail('down');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: PASSWORD, firstName: 'Mo', lastName: 'Down', acceptTerms: true },
    });
    expect(res.statusCode).toBe(201);
    expect(smtp.delivered.filter((m) => m.to === email)).toHaveLength(0);
    expect((await t.app.services.jobs.stats()).queued).toBeGreaterThan(0);

    smtp.down = false;
    const sent = await until(() => smtp.delivered.find((m) => m.to === email));
    expect(sent.subject).toBe('Verify your Net Hub e-mail address');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.delivered.filter((m) => m.to === email)).toHaveLength(1);
  });

  it('does a job that its instance wrote but never did (it died first)', async () => {
    const to = uniqueEmail('orphan');
    await t.app.services.jobs.enqueue('mail', mail(to));
    expect(smtp.delivered.find((m) => m.to === to)).toBeUndefined();
    await until(() => smtp.delivered.find((m) => m.to === to));
  });

  it('writes no job when the change it belongs to rolls back', async () => {
    const to = uniqueEmail('rollback');
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.app.services.jobs.enqueue('mail', mail(to), tx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where data->>'to' = ${to}`,
    )) as unknown as { rows: unknown[] };
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('keeps a job that exhausted its retries on the dead-letter list, and replays it', async () => {
    smtp.down = true;
    const to = uniqueEmail('dead');
    await t.app.services.jobs.dispatch('mail', mail(to));
    const failed = await until(async () =>
      (await t.app.services.jobs.failed()).find((job) => (job.data as MailMessage).to === to),
    );
    expect(failed).toMatchObject({ name: 'mail', attempts: 2 });
    expect((await t.app.services.jobs.stats()).failed).toBeGreaterThan(0);

    smtp.down = false;
    expect(await t.app.services.jobs.replay([failed.id])).toBe(1);
    await until(() => smtp.delivered.find((m) => m.to === to));
    expect(
      (await t.app.services.jobs.failed()).find((job) => (job.data as MailMessage).to === to),
    ).toBeUndefined();
  });

  it('shows queued, active and failed jobs in the metrics', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^jobs\{state="failed"\} \d+$/m);
    expect(res.body).toMatch(/^jobs\{state="queued"\} \d+$/m);
  });

  it('runs a domain event handler again when it failed the first time', async () => {
    let calls = 0;
    t.app.services.events.on('media.deleted', 'flaky-test-handler', () => {
      calls++;
      if (calls === 1) throw new Error('first attempt fails');
    });
    await t.app.services.events.emit('media.deleted', {
      ownerId: '00000000-0000-0000-0000-000000000000',
      storageKey: 'nothing',
    });
    expect(calls).toBe(1);
    await until(() => calls >= 2);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls).toBe(2);
  });
});
