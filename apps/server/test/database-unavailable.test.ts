import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';
import { isDatabaseUnavailable } from '../src/db/unavailable.js';
import { registerErrorHandling } from '../src/plugins/error-handler.js';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
/** drizzle wraps driver errors: "Failed query: ..." with the driver's error as `cause`. */
const wrapped = (cause: unknown) => new Error('Failed query: select 1', { cause });

describe('database unavailable', () => {
  it('recognises connection-level failures, wrapped or not', () => {
    for (const error of [
      pgError('ECONNREFUSED'),
      pgError('ECONNRESET'),
      pgError('ETIMEDOUT'),
      pgError('57P01', 'terminating connection due to administrator command'),
      pgError('57P03', 'the database system is starting up'),
      pgError('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new Error('timeout expired'),
      new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')]),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), String(error)).toBe(true);
    }
  });

  it('leaves query errors alone', () => {
    for (const error of [
      pgError('23505', 'duplicate key value'),
      pgError('42P01', 'relation "x" does not exist'),
      new Error('boom'),
      wrapped(pgError('22P02')),
      null,
      'ECONNREFUSED',
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('answers 503 SERVICE_UNAVAILABLE with Retry-After; other errors stay 500', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    app.get('/down', async () => {
      throw wrapped(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'));
    });
    app.get('/bug', async () => {
      throw wrapped(pgError('42703', 'column "x" does not exist'));
    });
    const down = await app.inject({ url: '/down' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toEqual({ statusCode: 503, message: 'SERVICE_UNAVAILABLE' });
    expect(Number(down.headers['retry-after'])).toBeGreaterThan(0);
    const bug = await app.inject({ url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.json()).toEqual({ statusCode: 500, message: 'INTERNAL_ERROR' });
    await app.close();
  });
});

describe('database configuration', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nethub-config-'));

  it('bounds every request by default', () => {
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      database: {
        poolSize: 10,
        connectTimeoutMs: 1500,
        statementTimeoutMs: 15_000,
        queryTimeoutMs: undefined,
      },
      migrateOnStart: true,
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        DATABASE_POOL_SIZE: '25',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        MIGRATE_ON_START: 'false',
      }),
    ).toMatchObject({
      database: { poolSize: 25, statementTimeoutMs: 0 },
      migrateOnStart: false,
    });
  });

  it('names the variable when a value is bad', () => {
    for (const [name, value] of [
      ['DATABASE_POOL_SIZE', '0'],
      ['DATABASE_CONNECT_TIMEOUT_MS', 'soon'],
      ['DATABASE_STATEMENT_TIMEOUT_MS', '-1'],
      ['DATABASE_QUERY_TIMEOUT_MS', '1.5'],
      ['MIGRATE_ON_START', 'yes'],
    ] as const) {
      const load = () => loadConfig({ DATA_DIR: dir, [name]: value });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(new RegExp(name));
    }
  });
});
