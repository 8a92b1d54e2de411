import type { DbOrTx } from '../../db/client.js';
import type { EventBus } from '../../lib/events.js';
import { createUsersService } from '../users/users.service.js';
import { createOrganizationsRepository } from './organizations.repository.js';

export type { OrganizationRow } from './organizations.repository.js';

/**
 * Organisations' own records (ADR 015), for organization-access (in groups) and the owner
 * console. Who may touch one is organization-access's question, asked first by the caller.
 */
export function createOrganizationsService(db: DbOrTx) {
  const repo = createOrganizationsRepository(db);
  return {
    findOwned: repo.findOwned,
    findOwnerId: repo.findOwnerId,
    listOwnedBy: repo.listOwnedBy,
    update: repo.update,
  };
}
export type OrganizationsService = ReturnType<typeof createOrganizationsService>;

/** What organisations do when other modules announce something (ADR 015: their own rows only). */
export function listenForOrganizations(db: DbOrTx, events: EventBus) {
  const repo = createOrganizationsRepository(db);
  // A logo whose library image was deleted goes back to none (the initials show).
  events.on('media.deleted', 'organizations', ({ storageKey }) => repo.clearLogo(storageKey));
}

/** An organisation run by an organisation-owner account (the account is flagged as one). */
export async function createOrganization(
  db: DbOrTx,
  org: { name: string; ownerId: string; description?: string },
) {
  await createUsersService(db).markOrgOwner(org.ownerId);
  return createOrganizationsRepository(db).create(org);
}
