import { sql } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.tables.js';

const qb = new QueryBuilder();

/**
 * Accounts as other modules' queries join them (ADR 015): every column but the password hash,
 * as a derived table under the table's own name. PostgreSQL pulls a plain subquery like this up
 * into the query that joins it, so the plan (a prepared statement's too) stays the table's own:
 * still one round trip, same indexes.
 */
export const accounts = qb
  .select({
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    status: users.status,
    isOrgOwner: users.isOrgOwner,
    emailVerifiedAt: users.emailVerifiedAt,
    createdAt: users.createdAt,
    updatedAt: users.updatedAt,
  })
  .from(users)
  .as('users');

/** Every column of `accounts`, to select an account as one object. */
export const accountColumns = {
  id: accounts.id,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  status: accounts.status,
  isOrgOwner: accounts.isOrgOwner,
  emailVerifiedAt: accounts.emailVerifiedAt,
  createdAt: accounts.createdAt,
  updatedAt: accounts.updatedAt,
};

/** A condition: the account whose id is `userId` has a full name or e-mail like `pattern`. */
export const nameOrEmailLike = (userId: AnyPgColumn, pattern: string) =>
  sql`exists (select 1 from ${users} u where u.id = ${userId} and (
            (u.first_name || ' ' || u.last_name) ilike ${pattern}
            or u.email ilike ${pattern}))`;
