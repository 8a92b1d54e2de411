import type { FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { API_PREFIX, type ErrorCode } from '@nethub/contract';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../lib/errors.js';

/** Seconds a client is asked to wait when the database is briefly unreachable. */
const RETRY_AFTER_SECONDS = 5;

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_ERROR',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * The one place a thrown error becomes a response: `{ statusCode, message: CODE, details? }`.
 * Anything unexpected is logged and answered as a bare 500 (no stack, no SQL).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.statusCode)
        .send({ statusCode: error.statusCode, message: error.code, details: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: [error.validationContext, issue.instancePath.replace(/^\//, '').replaceAll('/', '.')]
          .filter(Boolean)
          .join('.'),
        message: issue.message,
      }));
      return reply.status(400).send({ statusCode: 400, message: 'VALIDATION_ERROR', details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ statusCode: 500, message: 'INTERNAL_ERROR' });
    }
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL restarting, failing over or hung: not this request's fault, and the pool
      // reconnects by itself once it answers again.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ statusCode: 503, message: 'SERVICE_UNAVAILABLE' });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ statusCode: status, message: CODE_BY_STATUS[status] ?? 'VALIDATION_ERROR' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ statusCode: 500, message: 'INTERNAL_ERROR' });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(API_PREFIX) || request.method !== 'GET') {
      return reply.status(404).send({ statusCode: 404, message: 'NOT_FOUND' });
    }
    return reply.callNotFound();
  });
}
