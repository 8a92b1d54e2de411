import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-token.js';
import { AppError } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AccessClaims;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** onRequest hooks: `required` answers 401 without a valid access token; `optional` only reads it. */
export function createAuthHooks(accessTokens: AccessTokens) {
  return {
    async required(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearer(request);
      if (!token) throw new AppError(401, 'UNAUTHORIZED');
      request.auth = await accessTokens.verify(token);
    },
    async optional(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearer(request);
      if (token) request.auth = await accessTokens.verify(token).catch(() => undefined);
    },
  };
}
export type AuthHooks = ReturnType<typeof createAuthHooks>;

/** The signed-in member of a route guarded by `required`. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError(401, 'UNAUTHORIZED');
  return request.auth;
}
