import { Column, is, SQL, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
/** What `readTogether` answers for these reads. */
export type RowsTogether<R extends Record<string, Read>> = { [K in keyof R]: RowsOf<R[K]> };

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
): Promise<RowsTogether<R>> {
  const row = await firstRow(db.execute(togetherSql(reads)));
  return rowsOf(row, namesOf(reads)) as RowsTogether<R>;
}

/** Any id no member has: the stand-in `readTogetherFor` builds its statements with. */
const STAND_IN = '00000000-0000-4000-8000-0000005ea7ed';
/** Statement shapes kept: a few per screen (a year, a month), bounded all the same. */
const MAX_SHAPES = 200;
const dialect = new PgDialect();
type Built = { query: { sql: string; params: unknown[] }; names: Map<string, Map<string, string>> };
const builtShapes = new Map<string, Built>();

/**
 * `readTogether` for one member's reads on a hot path, with the statement built once per shape
 * and kept: building a statement of ten reads with drizzle cost more of the server's CPU than
 * sending it (ADR 039). `build` is called once per `shape` with a stand-in member id; each call
 * then puts the member's id where the stand-in is among the statement's parameters. So every
 * other value the reads depend on (a year, a month's dates) must be part of `shape`, and the
 * member's id must reach the SQL as it is (a parameter, not transformed in JavaScript). Times
 * relative to now must be the database's (`now()`, `current_date`), never `new Date()` at build.
 */
export async function readTogetherFor<R extends Record<string, Read>>(
  db: DbOrTx,
  shape: string,
  member: string,
  build: (member: string) => R,
): Promise<RowsTogether<R>> {
  let built = builtShapes.get(shape);
  if (!built) {
    const reads = build(STAND_IN);
    const query = dialect.sqlToQuery(togetherSql(reads));
    if (!query.params.includes(STAND_IN))
      throw new Error(`readTogetherFor(${shape}): the reads do not take the member's id`);
    built = { query, names: namesOf(reads) };
    if (builtShapes.size < MAX_SHAPES) builtShapes.set(shape, built);
  }
  const params = built.query.params.map((value) => (value === STAND_IN ? member : value));
  const prepared = db._.session.prepareQuery(
    { sql: built.query.sql, params },
    undefined,
    undefined,
    false,
  );
  const row = await firstRow(prepared.execute());
  return rowsOf(row, built.names) as RowsTogether<R>;
}

function togetherSql(reads: Record<string, Read>) {
  const columns: SQL[] = Object.entries(reads).map(
    ([key, read]) =>
      sql`(select coalesce(json_agg(t), '[]'::json) from (${read}) t) as ${sql.identifier(key)}`,
  );
  return sql`select ${sql.join(columns, sql`, `)}`;
}

async function firstRow(result: Promise<unknown>) {
  return ((await result) as { rows: Array<Record<string, unknown>> }).rows[0] ?? {};
}

const namesOf = (reads: Record<string, Read>) =>
  new Map(Object.entries(reads).map(([key, read]) => [key, fieldNames(read)]));

function rowsOf(row: Record<string, unknown>, names: Map<string, Map<string, string>>) {
  return Object.fromEntries(
    [...names].map(([key, fields]) => {
      const value = row[key] ?? [];
      // Drivers hand back json parsed; a text value is parsed here.
      const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Array<
        Record<string, unknown>
      >;
      return [key, rows.map((item) => renamed(item, fields))];
    }),
  );
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
