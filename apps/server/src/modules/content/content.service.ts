import type { DbOrTx } from '../../db/client.js';
import { createContentRepository } from './content.repository.js';

/** Policies and FAQs: public reading material with no rules, so the look-ups are the repository's. */
export function createContentService(db: DbOrTx) {
  return createContentRepository(db);
}
export type ContentService = ReturnType<typeof createContentService>;
