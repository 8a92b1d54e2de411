import { errors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@nethub/contract';
import { AppError } from '../../lib/errors.js';

export type AccessClaims = { userId: string; sessionId: string; isOrgOwner: boolean };

/** Short-lived HS256 access tokens; `sid` is the refresh-token family (the device session). */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
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
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string')
          throw new Error('claims');
        return { userId: payload.sub, sessionId: payload.sid, isOrgOwner: payload.org === true };
      } catch (error) {
        if (error instanceof errors.JWTExpired) throw new AppError(401, 'TOKEN_EXPIRED');
        throw new AppError(401, 'UNAUTHORIZED');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
