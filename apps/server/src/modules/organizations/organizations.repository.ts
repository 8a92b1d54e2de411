import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organizations } from './organizations.tables.js';

export type OrganizationRow = typeof organizations.$inferSelect;

export function createOrganizationsRepository(db: DbOrTx) {
  return {
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

    async update(
      id: string,
      patch: Partial<Pick<OrganizationRow, 'name' | 'description' | 'website'>>,
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
