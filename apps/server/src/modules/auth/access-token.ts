import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@nethub/contract';
import { AppError } from '../../lib/errors.js';

export type AccessClaims = { userId: string; sessionId: string; isOrgOwner: boolean };

/**
 * Tokens verified recently, by their exact text: a member's tab sends the same token with every
 * call for 15 minutes, and verifying its signature again costs ~60 µs of CPU each time. Only a
 * string that passed verification is kept, so a hit proves what verification proved; expiry is
 * still checked on every hit. Oldest entries go first once the map is full.
 */
const VERIFIED_CACHE_SIZE = 20_000;

/** Short-lived HS256 access tokens; `sid` is the refresh-token family (the device session). */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  function remember(token: string, claims: AccessClaims, expiresAtS: number) {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const oldest = verified.keys().next();
      if (!oldest.done) verified.delete(oldest.value);
    }
    verified.set(token, { claims, expiresAtMs: expiresAtS * 1000 });
  }

  return {
    ttlSeconds: ACCESS_TOKEN_TTL_S,
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ sid: claims.sessionId, org: claims.isOrgOwner })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims> {
      const known = verified.get(token);
      if (known) {
        // jose's rule: expired once the clock reaches `exp`.
        if (Date.now() < known.expiresAtMs) return { ...known.claims };
        verified.delete(token);
        throw new AppError(401, 'TOKEN_EXPIRED');
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.exp !== 'number'
        )
          throw new Error('claims');
        const claims = {
          userId: payload.sub,
          sessionId: payload.sid,
          isOrgOwner: payload.org === true,
        };
        remember(token, claims, payload.exp);
        return { ...claims };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError(401, 'TOKEN_EXPIRED');
        throw new AppError(401, 'UNAUTHORIZED');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
