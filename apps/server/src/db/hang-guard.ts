import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';

/** A query unanswered this long makes the guard ask PostgreSQL whether it is still there. */
export const HANG_SUSPECT_MS = 500;
/** How long the probe (a fresh connection and `select 1`) may take before "hung" is the answer. */
export const PROBE_TIMEOUT_MS = 750;
/** After a probe found PostgreSQL alive, slow queries are just slow: probe again at most this often. */
const PROBE_EVERY_MS = 1000;
const TICK_MS = 200;
/**
 * A probe's timeout says nothing when this process itself stalled for this long meanwhile: a
 * busy event loop runs the timeout before it reads an answer that arrived in time.
 */
export const STALLED_LOOP_MS = PROBE_TIMEOUT_MS / 3;

/** What a probe's outcome says about PostgreSQL. */
export type ProbeVerdict = 'alive' | 'down' | 'inconclusive';

/**
 * - an answer, or an error with a SQLSTATE (say, too many connections), proves PostgreSQL is
 *   there: alive;
 * - a timeout, a refused or reset connection or a shutdown code, while this process kept up: down;
 * - the same while this process's event loop stalled for STALLED_LOOP_MS or more: inconclusive
 *   (a loaded server must not declare its database dead and fail every call for it); the guard
 *   probes again.
 */
export function probeVerdict(error: unknown, longestStallMs: number): ProbeVerdict {
  if (error === undefined) return 'alive';
  // Only PostgreSQL's own error messages carry a SQLSTATE; "EPIPE" has five letters too.
  if (error instanceof pg.DatabaseError && !/^(08|57P)/.test(error.code ?? '')) return 'alive';
  return longestStallMs >= STALLED_LOOP_MS ? 'inconclusive' : 'down';
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
type AnyFn = (...args: unknown[]) => unknown;
type Inflight = { client: pg.PoolClient; started: number };

const destroy = (client: pg.PoolClient | pg.Client) =>
  (
    client as unknown as { connection: { stream: { destroy(): void } } }
  ).connection.stream.destroy();

/** The error a database call gets while PostgreSQL does not answer (class 08: a 503). */
const notAnswering = () =>
  Object.assign(new Error('PostgreSQL does not answer (hang detected)'), { code: '08006' });

/**
 * A hung PostgreSQL (stuck primary, network black hole) reports no error: pooled connections
 * simply stop answering. A statement may legitimately run for seconds, so the age of a query
 * alone says nothing. When one has waited HANG_SUSPECT_MS, the guard opens a fresh connection
 * and runs `select 1`:
 * - it answers: the database is alive and the query is merely slow; it goes on (bounded by
 *   statement_timeout, and query_timeout as a backstop);
 * - it does not answer within PROBE_TIMEOUT_MS: the connections with a query in flight are
 *   destroyed (their callers get a connection error, answered 503) and every new database call
 *   fails at once, without waiting, until a probe (twice a second) gets an answer again.
 * So a call on a hung database answers 503 within about 1.5 s (suspect + probe + tick).
 *
 * Also destroys a connection whose query outlived node-postgres' `query_timeout`: it keeps the
 * unanswered query at its head, and every later query on it would wait behind.
 */
export function guardPool(pool: pg.Pool, url: string, log: Log) {
  const inflight = new Set<Inflight>();
  let down = false;
  let probing = false;
  let lastProbe = 0;
  let lastAlive = 0;

  pool.on('connect', (client) => trackQueries(client, inflight));

  // Fail fast while down: no wait for a pooled connection that would not answer either.
  const guarded = pool as unknown as Record<'query' | 'connect', AnyFn>;
  for (const method of ['query', 'connect'] as const) {
    const original = guarded[method].bind(pool);
    guarded[method] = (...args: unknown[]) => {
      if (!down) return original(...args);
      const callback = args[args.length - 1];
      if (typeof callback !== 'function') return Promise.reject(notAnswering());
      process.nextTick(() => (callback as AnyFn)(notAnswering()));
      return undefined;
    };
  }

  // How long this process's event loop stalled during each probe.
  const stalls = monitorEventLoopDelay({ resolution: 20 });
  stalls.enable();

  async function attempt() {
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      return undefined;
    } catch (err) {
      destroy(client);
      return err ?? new Error('probe failed');
    }
  }

  async function probe() {
    probing = true;
    lastProbe = Date.now();
    stalls.reset();
    try {
      const err = await attempt();
      const verdict = probeVerdict(err, stalls.max / 1e6);
      if (verdict === 'alive') {
        lastAlive = Date.now();
        if (down) log.warn({}, 'PostgreSQL answers again');
        down = false;
      } else if (verdict === 'inconclusive') {
        log.warn(
          { err },
          'PostgreSQL probe timed out while this process was stalled: probing again',
        );
      } else {
        if (!down)
          log.error({ err }, 'PostgreSQL does not answer: database calls fail fast until it does');
        down = true;
        for (const query of inflight) destroy(query.client);
      }
    } finally {
      probing = false;
    }
  }

  const timer = setInterval(() => {
    if (probing) return;
    const now = Date.now();
    if (down) {
      if (now - lastProbe >= 500) void probe();
      return;
    }
    if (now - lastAlive < PROBE_EVERY_MS) return;
    for (const query of inflight) if (now - query.started >= HANG_SUSPECT_MS) return void probe();
  }, TICK_MS);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      stalls.disable();
    },
  };
}

/** Keeps `inflight` up to date with the client's queries; destroys it on a read timeout. */
function trackQueries(client: pg.PoolClient, inflight: Set<Inflight>) {
  const target = client as unknown as { query: AnyFn };
  const original = target.query.bind(client);
  target.query = (...args: unknown[]) => {
    const entry = { client, started: Date.now() };
    const settle = (err: unknown) => {
      inflight.delete(entry);
      if (err instanceof Error && err.message === 'Query read timeout') destroy(client);
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      inflight.add(entry);
      args[last] = (err: unknown, ...rest: unknown[]) => {
        settle(err);
        return (callback as AnyFn)(err, ...rest);
      };
      return original(...args);
    }
    const result = original(...args);
    if (result instanceof Promise) {
      inflight.add(entry);
      result.then(
        () => settle(undefined),
        (err: unknown) => settle(err),
      );
    }
    return result;
  };
}
