import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { contactMessages } from './contact.tables.js';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export function createContactRepository(db: DbOrTx) {
  return {
    async create(values: NewContactMessage, tx: DbOrTx = db) {
      const [row] = await tx
        .insert(contactMessages)
        .values(values)
        .returning({ id: contactMessages.id });
      return row!;
    },
    async markForwarded(id: string) {
      await db
        .update(contactMessages)
        .set({ forwardedAt: new Date() })
        .where(eq(contactMessages.id, id));
    },
  };
}
