import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { actionTokens, refreshTokens, type ActionPurpose } from './auth.tables.js';

/** An action token that is unused and unexpired. */
const usable = (tokenHash: string, purpose: ActionPurpose) =>
  and(
    eq(actionTokens.tokenHash, tokenHash),
    eq(actionTokens.purpose, purpose),
    isNull(actionTokens.usedAt),
    gt(actionTokens.expiresAt, sql`now()`),
  );

export function createAuthRepository(db: DbOrTx) {
  return {
    async insertRefreshToken(values: typeof refreshTokens.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(refreshTokens).values(values);
    },
    async findRefreshTokenByHash(tokenHash: string, tx: DbOrTx = db) {
      const [row] = await tx
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, tokenHash))
        .limit(1);
      return row;
    },
    /** Marks a token rotated; false when another request rotated it first. */
    async markReplaced(id: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ replacedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.id, id),
            isNull(refreshTokens.replacedAt),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length === 1;
    },
    async revokeFamily(familyId: string, tx: DbOrTx = db) {
      await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    },
    /**
     * A member's sessions that stand (a family with an unrevoked, unexpired token), newest
     * first: when each began, when it last refreshed, and the User-Agent it last refreshed from.
     */
    async listSessions(userId: string, tx: DbOrTx = db) {
      return tx
        .select({
          familyId: refreshTokens.familyId,
          signedInAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
          lastSeenAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
          userAgent: sql<
            string | null
          >`(array_agg(${refreshTokens.userAgent} order by ${refreshTokens.createdAt} desc))[1]`,
        })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
        .groupBy(refreshTokens.familyId)
        .having(sql`max(${refreshTokens.expiresAt}) > now()`)
        .orderBy(sql`max(${refreshTokens.createdAt}) desc`);
    },
    /** Ends one of a member's sessions; false when it is not theirs or already ended. */
    async revokeSession(userId: string, familyId: string, tx: DbOrTx = db): Promise<boolean> {
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            eq(refreshTokens.familyId, familyId),
            isNull(refreshTokens.revokedAt),
          ),
        )
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },
    /** Revokes a member's sessions (but `exceptFamilyId`); returns the families it ended. */
    async revokeAllForUser(
      userId: string,
      exceptFamilyId?: string,
      tx: DbOrTx = db,
    ): Promise<string[]> {
      const rows = await tx
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(
            eq(refreshTokens.userId, userId),
            isNull(refreshTokens.revokedAt),
            exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
          ),
        )
        .returning({ familyId: refreshTokens.familyId });
      return [...new Set(rows.map((row) => row.familyId))];
    },
    async insertActionToken(values: typeof actionTokens.$inferInsert, tx: DbOrTx = db) {
      await tx.insert(actionTokens).values(values);
    },
    /** Single use, atomically: only the first caller gets the user id back. */
    async consumeActionToken(
      tokenHash: string,
      purpose: ActionPurpose,
      tx: DbOrTx = db,
    ): Promise<string | undefined> {
      const [row] = await tx
        .update(actionTokens)
        .set({ usedAt: new Date() })
        .where(usable(tokenHash, purpose))
        .returning({ userId: actionTokens.userId });
      return row?.userId;
    },
    async findValidActionToken(tokenHash: string, purpose: ActionPurpose, tx: DbOrTx = db) {
      const [row] = await tx
        .select({ userId: actionTokens.userId })
        .from(actionTokens)
        .where(usable(tokenHash, purpose))
        .limit(1);
      return row?.userId;
    },
    /** A newly issued link makes the older ones of the same purpose useless. */
    async expireActionTokens(userId: string, purpose: ActionPurpose, tx: DbOrTx = db) {
      await tx
        .update(actionTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(actionTokens.userId, userId),
            eq(actionTokens.purpose, purpose),
            isNull(actionTokens.usedAt),
          ),
        );
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
