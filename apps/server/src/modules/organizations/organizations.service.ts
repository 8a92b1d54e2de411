import type { DbOrTx } from '../../db/client.js';
import { createOrganizationsRepository } from './organizations.repository.js';

export type { OrganizationRow } from './organizations.repository.js';

/**
 * Organisations' own records (ADR 015), for organization-access (in groups) and the owner
 * console. Who may touch one is organization-access's question, asked first by the caller.
 */
export function createOrganizationsService(db: DbOrTx) {
  const repo = createOrganizationsRepository(db);
  return { findOwned: repo.findOwned, listOwnedBy: repo.listOwnedBy, update: repo.update };
}
export type OrganizationsService = ReturnType<typeof createOrganizationsService>;
