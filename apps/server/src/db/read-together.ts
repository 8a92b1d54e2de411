import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** A row as it comes back through JSON: dates as ISO text. */
type Jsonified<T> = T extends Date
  ? string
  : T extends Array<infer Item>
    ? Array<Jsonified<Item>>
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;
type Read = SQLWrapper & PromiseLike<unknown[]>;
type RowsOf<Q> = Q extends PromiseLike<Array<infer Row>> ? Array<Jsonified<Row>> : never;

/**
 * Several independent reads in one statement, so one round trip: each read's rows come back as
 * a JSON array under its key. Sending a statement is most of what a small read costs the server
 * (the loopback write and waking PostgreSQL: ADR 036), so a screen's figures read this way cost
 * one statement instead of one per figure. Each read keeps its owner's query (ADR 015); every
 * field it selects must be a column or carry an alias (`.as('name')`) equal to its key, because
 * the JSON objects are keyed by the column names.
 */
export async function readTogether<R extends Record<string, Read>>(
  db: DbOrTx,
  reads: R,
): Promise<{ [K in keyof R]: RowsOf<R[K]> }> {
  const columns: SQL[] = Object.entries(reads).map(
    ([key, read]) =>
      sql`(select coalesce(json_agg(t), '[]'::json) from (${read}) t) as ${sql.identifier(key)}`,
  );
  const result = (await db.execute(sql`select ${sql.join(columns, sql`, `)}`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const row = result.rows[0] ?? {};
  // Drivers hand back json as parsed values; a text value is parsed here.
  return Object.fromEntries(
    Object.keys(reads).map((key) => {
      const value = row[key];
      return [key, typeof value === 'string' ? JSON.parse(value) : (value ?? [])];
    }),
  ) as { [K in keyof R]: RowsOf<R[K]> };
}
