import type { DbOrTx } from '../../db/client.js';
import { createOrganizationsRepository } from './organizations.repository.js';

export type { OrganizationRow } from './organizations.repository.js';

/**
 * Organisations' own records, for the owner console (ADR 015). Who may touch one is
 * organization-access's question, asked first by the caller.
 */
export function createOrganizationsService(db: DbOrTx) {
  const repo = createOrganizationsRepository(db);
  return { update: repo.update };
}
export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
