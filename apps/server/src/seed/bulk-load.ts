import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/**
 * Bulk-load practice for the large benchmark data sets (100k and 1M members), run by `work` in
 * one transaction: triggers and foreign-key checks off (`session_replication_role = replica`:
 * the generated rows reference what the seed itself inserted), and the plain indexes of
 * `tables` dropped and built again once at the end, from their own definitions, instead of
 * millions of single insertions; unique indexes stay, so conflicts still resolve. A trigger's
 * work (such as member_search's refresh) is then the caller's to do in `work`.
 */
export async function bulkLoad(db: Db, tables: string[], work: (tx: Tx) => Promise<void>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const found = await tx.execute(sql`
      select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename in ${sql`(${sql.join(
        tables.map((table) => sql`${table}`),
        sql`, `,
      )})`} and indexdef not like 'CREATE UNIQUE%'`);
    const plain = (found as unknown as { rows: Array<{ name: string; definition: string }> }).rows;
    for (const index of plain) await tx.execute(sql.raw(`drop index "${index.name}"`));
    await work(tx);
    for (const index of plain) await tx.execute(sql.raw(index.definition));
  });
}
