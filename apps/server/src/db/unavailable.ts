/**
 * Errors that mean "the database cannot be reached or answered in time" rather than "this
 * request is wrong": the API answers them 503 SERVICE_UNAVAILABLE with Retry-After, and the pool
 * recovers by itself once PostgreSQL answers again.
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs: admin/crash shutdown, cannot connect now, too many connections. */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES = [
  'Connection terminated', // "... unexpectedly", "... due to connection timeout"
  'timeout exceeded when trying to connect', // pool: no free connection in time
  'Query read timeout', // client-side query_timeout
  'Client has encountered a connection error and is not queryable',
  'Connection ended',
  'timeout expired', // a bare pg.Client's connect timeout
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))
      return true;
  }
  if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
  // drizzle wraps driver errors (DrizzleQueryError.cause); Node reports several refused
  // addresses (localhost: ::1 and 127.0.0.1) as an AggregateError.
  if (cause && isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1));
}
