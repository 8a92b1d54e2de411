import { FORMER_MEMBER_NAME } from '@nethub/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { OwnData } from '../../lib/own-data.js';
import { users } from './users.tables.js';

/** "A former member", split the way every screen joins a first and a last name. */
export const FORMER_MEMBER = {
  firstName: FORMER_MEMBER_NAME.split(' ').slice(0, -1).join(' '),
  lastName: FORMER_MEMBER_NAME.split(' ').at(-1)!,
};

/** The account itself: who they are; erased, the row stays as "A former member" (ADR 024). */
export function createUsersOwnData(db: Db): OwnData {
  return {
    async exportFor(userId, tx = db) {
      const rows = await tx
        .select({
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          status: users.status,
          isOrgOwner: users.isOrgOwner,
          emailVerifiedAt: users.emailVerifiedAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return [{ name: 'account', rows }];
    },
    // The row stays: what others keep (messages, posts, leads) still points at it.
    async eraseFor(userId, tx) {
      await tx
        .update(users)
        .set({
          email: `former-member-${userId}@deleted.invalid`,
          passwordHash: null,
          ...FORMER_MEMBER,
          status: 'deleted',
          isOrgOwner: false,
          emailVerifiedAt: null,
          deletionDueAt: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId));
    },
  };
}
