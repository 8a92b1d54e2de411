import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Currency } from '@nethub/contract';

/**
 * What the group directory shows and filters of the plans groups sell. Plans belong to
 * subscriptions, which depends on groups (a paid period adds a member); so groups is given
 * this port (app.ts wires subscriptions' plan reader in) instead of importing subscriptions.
 */
export type GroupPlans = {
  /** The live plans of these groups, cheapest first. */
  livePlansOf(groupIds: string[]): Promise<
    Array<{
      id: string;
      groupId: string;
      name: string;
      price: number;
      currency: Currency;
      period: 'month' | 'year';
    }>
  >;
  /** Live plans by group, organisation and name, for the directory's plan filter. */
  suggest(filter: {
    orgId?: string;
    groupId?: string;
    name?: string;
  }): Promise<Array<{ id: string; name: string }>>;
  /** A condition: the group whose id is `groupId` sells one of these live plans. */
  sellsAnyOf(groupId: AnyPgColumn, planIds: string[]): SQL;
};
