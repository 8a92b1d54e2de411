import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { organizations } from './organizations.tables.js';

export type OrganizationRow = typeof organizations.$inferSelect;

export function createOrganizationsRepository(db: DbOrTx) {
  return {
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
