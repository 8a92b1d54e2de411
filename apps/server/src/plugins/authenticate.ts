import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-token.js';
import type { SessionGuard } from '../modules/auth/session-guard.js';
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

/**
 * onRequest hooks: `required` answers 401 without a valid access token; `optional` only reads it.
 * A token whose session has ended (logout, password change or reset, suspension, "sign out other
 * sessions") is refused like an invalid one, within the guard's cache time (ADR 012).
 */
export function createAuthHooks(accessTokens: AccessTokens, sessions?: SessionGuard) {
  async function claimsOf(token: string): Promise<AccessClaims> {
    const claims = await accessTokens.verify(token);
    if (sessions && !(await sessions.isActive(claims.userId, claims.sessionId)))
      throw new AppError(401, 'UNAUTHORIZED');
    return claims;
  }
  return {
    async required(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearer(request);
      if (!token) throw new AppError(401, 'UNAUTHORIZED');
      request.auth = await claimsOf(token);
    },
    async optional(request: FastifyRequest, _reply: FastifyReply) {
      const token = bearer(request);
      if (token)
        request.auth = await claimsOf(token).catch((error: unknown) => {
          // An unreadable or ended token reads as anonymous; a database failure is not hidden.
          if (error instanceof AppError) return undefined;
          throw error;
        });
    },
    /** The claims of a token whose session still stands (the real-time handshake). */
    verify: claimsOf,
  };
}
export type AuthHooks = ReturnType<typeof createAuthHooks>;

/** The signed-in member of a route guarded by `required`. */
export function authOf(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw new AppError(401, 'UNAUTHORIZED');
  return request.auth;
}
