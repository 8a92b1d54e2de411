import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** An opaque random token for links and refresh tokens (256 bits, URL-safe). */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored only as their SHA-256: a database leak yields no usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** argon2id with the library's defaults (the default algorithm is argon2id). */
export const hashPassword = (password: string) => hash(password);

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
