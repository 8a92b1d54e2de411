import { Column, is, SQL, sql, type SQLWrapper } from 'drizzle-orm';
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
 * a JSON array under its key, with the field names the read selected. Sending a statement is
 * most of what a small read costs the server (the loopback write and waking PostgreSQL: ADR
 * 036), so a screen's figures or a page's details read this way cost one statement instead of
 * one per read. Each read stays its owner's query (ADR 015). Every field a read selects must be
 * a column or carry an alias (`.as('name')`): JSON names the values by their SQL names. Raw SQL
 * reads take part through `sqlRead`. A read may take another read as a subquery (its SQL goes in
 * with its parameters), so a read that depends on another's rows needs no round trip of its own.
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
  return Object.fromEntries(
    Object.entries(reads).map(([key, read]) => {
      const value = row[key] ?? [];
      // Drivers hand back json parsed; a text value is parsed here.
      const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Array<
        Record<string, unknown>
      >;
      const names = fieldNames(read);
      return [key, rows.map((item) => renamed(item, names))];
    }),
  ) as { [K in keyof R]: RowsOf<R[K]> };
}

/**
 * A raw SQL read (`db.execute(sql\`...\`)`) that can be awaited alone or take part in
 * `readTogether`, as a select builder can: for reads drizzle's builders cannot write (laterals,
 * CTEs). Nothing is sent until it is awaited. The SQL must name each column as the row's field
 * (`f.user_id as "memberId"`): the driver and readTogether's JSON both name values by their SQL
 * names, and no renaming happens. Type the values so that both ways agree: counts as `::int`
 * (a bigint would be text from the driver, a number through JSON), no dates (text through JSON).
 */
export function sqlRead<Row extends Record<string, unknown>>(
  db: DbOrTx,
  query: SQL,
): SQLWrapper & PromiseLike<Row[]> {
  const rows = async () => ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
  return {
    getSQL: () => query,
    then: (onFulfilled, onRejected) => rows().then(onFulfilled, onRejected),
  };
}

/** SQL name → field name, for the fields a select builder chose. */
function fieldNames(read: Read) {
  const fields = (read as unknown as { _?: { selectedFields?: Record<string, unknown> } })._
    ?.selectedFields;
  const names = new Map<string, string>();
  for (const [key, field] of Object.entries(fields ?? {})) {
    if (is(field, Column)) names.set(field.name, key);
    else if (is(field, SQL.Aliased)) names.set(field.fieldAlias, key);
    else throw new Error(`readTogether: field "${key}" needs a column or an alias`);
  }
  return names;
}

function renamed(item: Record<string, unknown>, names: Map<string, string>) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) out[names.get(name) ?? name] = value;
  return out;
}
