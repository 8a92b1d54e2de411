import type { CurrentUser } from '@nethub/contract';
import type { DbOrTx } from '../../db/client.js';
import { createUsersRepository } from './users.repository.js';
import type { UserRow } from './users.tables.js';

export type { NewUser, UserPatch } from './users.repository.js';
export type { UserRow } from './users.tables.js';

/**
 * Accounts, for the modules that sign people up, show or check them (ADR 015): they call these
 * functions, never the users repository or table. An account carries no rules of its own, so
 * the functions are the repository's look-ups and writes, each taking an optional transaction.
 */
export function createUsersService(db: DbOrTx) {
  return createUsersRepository(db);
}
export type UsersService = ReturnType<typeof createUsersService>;

export function toCurrentUser(row: UserRow): CurrentUser {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    status: row.status as CurrentUser['status'],
    isOrgOwner: row.isOrgOwner,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
