import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users, type UserRow } from './users.tables.js';

export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export function createUsersRepository(db: DbOrTx) {
  return {
    async findById(id: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },
    async findByEmail(email: string, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },
    /** First and last names of these accounts. */
    listNames: (ids: string[], tx: DbOrTx = db) =>
      tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(inArray(users.id, ids)),
    /** E-mail and status of these accounts (the owner console's member list). */
    listAccounts: (ids: string[], tx: DbOrTx = db) =>
      ids.length
        ? tx
            .select({ id: users.id, email: users.email, status: users.status })
            .from(users)
            .where(inArray(users.id, ids))
        : Promise.resolve([]),
    /** Flags the account as an organisation owner's (it then runs organisations). */
    async markOrgOwner(id: string, tx: DbOrTx = db) {
      await tx.update(users).set({ isOrgOwner: true }).where(eq(users.id, id));
    },
    /** Accounts whose deletion grace period is over and that are not erased yet (ADR 024). */
    listDeletionsDue: (now: Date, tx: DbOrTx = db) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(lte(users.deletionDueAt, now), ne(users.status, 'deleted'))),
    async create(values: NewUser, tx: DbOrTx = db): Promise<UserRow> {
      const [row] = await tx.insert(users).values(values).returning();
      return row!;
    },
    async update(id: string, patch: UserPatch, tx: DbOrTx = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
