import { asc, count, eq, ilike, or } from 'drizzle-orm';
import type { ListQuery } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { likePattern, pageWindow } from '../../lib/pagination.js';
import { faqs, policies } from './content.tables.js';

export function createContentRepository(db: DbOrTx) {
  return {
    async findPolicy(type: number) {
      const [row] = await db.select().from(policies).where(eq(policies.type, type)).limit(1);
      return row;
    },
    async listFaqs(query: ListQuery) {
      const where = query.textSearch
        ? or(
            ilike(faqs.question, likePattern(query.textSearch)),
            ilike(faqs.answer, likePattern(query.textSearch)),
          )
        : undefined;
      const { limit, skip } = pageWindow(query);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(faqs)
          .where(where)
          .orderBy(asc(faqs.position), asc(faqs.id))
          .limit(limit)
          .offset(skip),
        db.select({ value: count() }).from(faqs).where(where),
      ]);
      return { rows, total: total?.value ?? 0 };
    },
  };
}
