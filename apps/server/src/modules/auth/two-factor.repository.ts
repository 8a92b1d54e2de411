import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { recoveryCodes, trustedDevices, twoFactors } from './auth.tables.js';

/** The SQL of two-factor sign-in (ADR 020): secrets, recovery codes, trusted devices. */
export function createTwoFactorRepository(db: DbOrTx) {
  return {
    async find(userId: string, tx: DbOrTx = db) {
      const [row] = await tx.select().from(twoFactors).where(eq(twoFactors.userId, userId));
      return row;
    },
    /** A new enrolment: the pending secret replaces any earlier unconfirmed one. */
    async savePending(userId: string, pendingSecret: string, tx: DbOrTx = db) {
      await tx
        .insert(twoFactors)
        .values({ userId, pendingSecret })
        .onConflictDoUpdate({
          target: twoFactors.userId,
          set: { pendingSecret, updatedAt: new Date() },
        });
    },
    /** Confirms the pending secret; false when another request did first or it changed. */
    async enable(userId: string, pendingSecret: string, step: number, tx: DbOrTx = db) {
      const rows = await tx
        .update(twoFactors)
        .set({
          secret: pendingSecret,
          pendingSecret: null,
          enabledAt: new Date(),
          lastUsedStep: step,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(twoFactors.userId, userId),
            eq(twoFactors.pendingSecret, pendingSecret),
            isNull(twoFactors.enabledAt),
          ),
        )
        .returning({ userId: twoFactors.userId });
      return rows.length === 1;
    },
    /** Records a TOTP step as used; false when it (or a later one) was used already. */
    async useStep(userId: string, step: number, tx: DbOrTx = db) {
      const rows = await tx
        .update(twoFactors)
        .set({ lastUsedStep: step })
        .where(
          and(
            eq(twoFactors.userId, userId),
            or(isNull(twoFactors.lastUsedStep), lt(twoFactors.lastUsedStep, step)),
          ),
        )
        .returning({ userId: twoFactors.userId });
      return rows.length === 1;
    },
    async remove(userId: string, tx: DbOrTx = db) {
      await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    },
    async replaceRecoveryCodes(userId: string, codeHashes: string[], tx: DbOrTx = db) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },
    /** Spends a recovery code atomically: only the first caller gets true. */
    async useRecoveryCode(userId: string, codeHash: string, tx: DbOrTx = db) {
      const rows = await tx
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(recoveryCodes.userId, userId),
            eq(recoveryCodes.codeHash, codeHash),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      return rows.length === 1;
    },
    async countUnusedRecoveryCodes(userId: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ n: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return row?.n ?? 0;
    },
    async insertTrustedDevice(values: typeof trustedDevices.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(trustedDevices).values(values);
    },
    async isTrustedDevice(userId: string, tokenHash: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ id: trustedDevices.id })
        .from(trustedDevices)
        .where(
          and(
            eq(trustedDevices.userId, userId),
            eq(trustedDevices.tokenHash, tokenHash),
            gt(trustedDevices.expiresAt, sql`now()`),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
    async forgetTrustedDevices(userId: string, tx: DbOrTx = db) {
      await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    },
  };
}
export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;
