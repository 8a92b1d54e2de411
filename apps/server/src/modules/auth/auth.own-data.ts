import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import {
  actionTokens,
  recoveryCodes,
  refreshTokens,
  trustedDevices,
  twoFactors,
} from './auth.tables.js';

/** Sign-in records: the places the member signed in from go in the archive; erased, all go. */
export function createAuthOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          deviceId: refreshTokens.deviceId,
          userAgent: refreshTokens.userAgent,
          signedInAt: refreshTokens.createdAt,
          expiresAt: refreshTokens.expiresAt,
          revokedAt: refreshTokens.revokedAt,
        })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId));
      const [factor] = await tx
        .select({ enabledAt: twoFactors.enabledAt })
        .from(twoFactors)
        .where(eq(twoFactors.userId, userId));
      return [
        { name: 'sign-ins', rows, csv: true },
        { name: 'two-factor', rows: [{ enabledAt: factor?.enabledAt ?? null }] },
      ];
    },
    async eraseFor(userId, tx) {
      await tx.delete(refreshTokens).where(eq(refreshTokens.userId, userId));
      await tx.delete(actionTokens).where(eq(actionTokens.userId, userId));
      await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    },
  };
}
