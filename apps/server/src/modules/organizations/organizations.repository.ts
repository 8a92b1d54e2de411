import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organizations } from './organizations.tables.js';

export type OrganizationRow = typeof organizations.$inferSelect;

export function createOrganizationsRepository(db: DbOrTx) {
  return {
    async create(values: typeof organizations.$inferInsert) {
      const [row] = await db.insert(organizations).values(values).returning();
      return row!;
    },

    async findOwnerId(id: string) {
      const [row] = await db
        .select({ ownerId: organizations.ownerId })
        .from(organizations)
        .where(eq(organizations.id, id));
      return row?.ownerId;
    },

    async findOwned(ownerId: string, id: string) {
      const [row] = await db
        .select()
        .from(organizations)
        .where(and(eq(organizations.id, id), eq(organizations.ownerId, ownerId)));
      return row;
    },

    listOwnedBy: (ownerId: string) =>
      db
        .select()
        .from(organizations)
        .where(eq(organizations.ownerId, ownerId))
        .orderBy(organizations.createdAt),

    /** A deleted library image is no organisation's logo any more (safe to run twice). */
    async clearLogo(storageKey: string) {
      await db
        .update(organizations)
        .set({ logoKey: null })
        .where(eq(organizations.logoKey, storageKey));
    },

    async update(
      id: string,
      patch: Partial<Pick<OrganizationRow, 'name' | 'description' | 'website' | 'logoKey'>>,
    ) {
      const [row] = await db
        .update(organizations)
        .set(patch)
        .where(eq(organizations.id, id))
        .returning();
      return row;
    },
  };
}
