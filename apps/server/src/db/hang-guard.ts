import pg from 'pg';

/** A query unanswered this long makes the guard ask PostgreSQL whether it is still there. */
export const HANG_SUSPECT_MS = 500;
/** How long the probe (a fresh connection and `select 1`) may take before "hung" is the answer. */
export const PROBE_TIMEOUT_MS = 750;
/** After a probe found PostgreSQL alive, slow queries are just slow: probe again at most this often. */
const PROBE_EVERY_MS = 1000;
const TICK_MS = 200;

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

  async function probe() {
    probing = true;
    lastProbe = Date.now();
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
      lastAlive = Date.now();
      if (down) log.warn({}, 'PostgreSQL answers again');
      down = false;
    } catch (err) {
      destroy(client);
      // An answer with a SQLSTATE (say, too many connections) proves PostgreSQL is there;
      // a timeout, a refused or reset connection, or a shutdown code does not.
      const code = (err as { code?: unknown }).code;
      const answered =
        typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|57P)/.test(code);
      if (answered) {
        lastAlive = Date.now();
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
  return { stop: () => clearInterval(timer) };
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
