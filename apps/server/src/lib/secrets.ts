import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An opaque random token for links and refresh tokens (256 bits, URL-safe). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: a database leak yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** argon2id with the library's defaults (the default algorithm is argon2id). */
export const hashPassword = (password: string) => hash(password);

/** argon2's lowest cost (1 pass over 8 KiB): for test members only, never for real accounts. */
const MINIMUM_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 };

/**
 * Hashes and checks passwords. A hash carries its own parameters, so `verify` checks hashes
 * of either cost; `cost: 'minimum'` exists so that tests can make hundreds of members cheaply.
 */
export function createPasswordHasher(cost: 'standard' | 'minimum' = 'standard') {
  const hashOne = (password: string) =>
    cost === 'minimum' ? hash(password, MINIMUM_COST) : hashPassword(password);
  return {
    hash: hashOne,
    async verify(passwordHash: string | null, password: string): Promise<boolean> {
      if (!passwordHash) return false;
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
