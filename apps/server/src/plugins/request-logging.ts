import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';
import { stdSerializers, type DestinationStream } from 'pino';

/** A request id we accept from a client or a load balancer; anything else gets a fresh UUID. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the incoming `X-Request-Id` when it is sane, otherwise a UUID. (Fastify's
 * own `requestIdHeader` option takes the header as it comes, unchecked, so we read it here.)
 */
export function requestIdFrom(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Query parameters that carry a credential or a signature: their values never reach the logs. */
const SECRET_PARAM = /^(sig|signature|expires|token|.*[-_]token|.*secret|password|x-amz-.*)$/i;

/**
 * The URL as it may be logged: the path, and the query with the values of signed-URL and token
 * parameters replaced by `[redacted]` (file download and upload links are bearer credentials).
 */
export function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return eq !== -1 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Error fields that carry a statement's values (drizzle: `params`; pg: `parameters`, `detail`). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail']);
const REDACTED = '[redacted]';

/**
 * Drizzle writes the values into its message too (`Failed query: …\nparams: a,b`), and the
 * stack repeats the message: everything from `params:` to the first stack frame goes.
 */
export function redactStatementValues(text: string): string {
  let out = text;
  for (let at = out.indexOf('params: '); at !== -1; at = out.indexOf('params: ', at + 1)) {
    const start = at + 'params: '.length;
    const frame = out.slice(start).search(/\n\s+at |\ncaused by: |$/);
    out = `${out.slice(0, start)}${REDACTED}${out.slice(start + frame)}`;
  }
  return out;
}

/** A copy of a serialized error without statement values (the error itself is left as it is). */
function scrub(value: unknown, depth: number): unknown {
  if (!value || typeof value !== 'object') return value;
  if (depth > 8) return '[truncated]';
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (VALUE_FIELDS.has(key)) out[key] = REDACTED;
    else if (typeof item === 'string' && (key === 'message' || key === 'stack'))
      out[key] = redactStatementValues(item);
    else out[key] = scrub(item, depth + 1);
  }
  return out;
}

/**
 * Pino's error serializer (with causes as nested objects, so the driver's code, constraint and
 * message stay readable) without the values of a failed SQL statement: a database error
 * surfacing in the log must not carry the e-mails, password hashes or messages it was given.
 */
export function serializeError(error: Error) {
  return scrub(stdSerializers.errWithCause(error), 0) as ReturnType<typeof stdSerializers.err>;
}

/** The logger options of the app: structured JSON at `level`, request URLs and SQL values redacted. */
export function loggerOptions(level: string, stream?: DestinationStream) {
  return level === 'silent'
    ? false
    : { level, stream, serializers: { req: serializeRequest, err: serializeError } };
}
