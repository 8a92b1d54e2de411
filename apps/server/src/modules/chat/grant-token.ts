import { errors, jwtVerify, SignJWT } from 'jose';

/** Chat grants last ten minutes (the spec's 600000 ms constant); the client renews on expiry. */
export const CHAT_GRANT_TTL_S = 600;

export type GrantCheck = { ok: true; userId: string } | { ok: false; expired: boolean };

/**
 * The chat grant token (spec §4 "chat connection"): short-lived, for one member, checked on every
 * subscribe and publish over the socket. An expired grant is answered 403 "Token is expired.".
 */
export function createGrantTokens(secret: string, ttlSeconds = CHAT_GRANT_TTL_S) {
  const key = new TextEncoder().encode(`${secret}:chat-grant`);
  return {
    issue: (userId: string) =>
      new SignJWT({ typ: 'chat' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    async check(token: unknown): Promise<GrantCheck> {
      if (typeof token !== 'string') return { ok: false, expired: false };
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        if (payload.typ !== 'chat' || typeof payload.sub !== 'string')
          return { ok: false, expired: false };
        return { ok: true, userId: payload.sub };
      } catch (error) {
        return { ok: false, expired: error instanceof errors.JWTExpired };
      }
    },
  };
}
export type GrantTokens = ReturnType<typeof createGrantTokens>;
