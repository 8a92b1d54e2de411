import { QueryBuilder } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.tables.js';

const qb = new QueryBuilder();

/**
 * Organisations as other modules' lists join them (ADR 015): id, name and owner, as a derived
 * table under the table's own name, which PostgreSQL plans as the table itself.
 */
export const organizationNames = qb
  .select({
    id: organizations.id,
    name: organizations.name,
    ownerId: organizations.ownerId,
    createdAt: organizations.createdAt,
    logoKey: organizations.logoKey,
  })
  .from(organizations)
  .as('organizations');
