import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

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

/** The logger options of the app: structured JSON at `level`, request URLs redacted. */
export function loggerOptions(level: string) {
  return level === 'silent' ? false : { level, serializers: { req: serializeRequest } };
}
