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

/** Statement shapes kept: a few per screen (a year, a month), bounded all the same. */
const MAX_SHAPES = 200;
const dialect = new PgDialect();
/** The values a kept statement takes: a member's id, a page's ids. */
type Values = Record<string, string | string[]>;
type Built = {
  query: { sql: string; params: unknown[] };
  names: Map<string, Map<string, string>>;
  /** For each parameter, the value it stands in for (undefined: a constant of the shape). */
  slots: Array<string | undefined>;
};
const builtShapes = new Map<string, Built>();

/** Ids no row has: what `readTogetherAs` builds its statements with, one per value. */
const standIn = (index: number) =>
  `00000000-0000-4000-8000-5ea7ed${String(index).padStart(6, '0')}`;

/**
 * `readTogether` for reads on a hot path, with the statement built once per shape and kept:
 * building a statement of several reads with drizzle cost more of the server's CPU than sending
 * it (ADR 039, ADR 036 session 22). `build` is called once per `shape`, with a stand-in for each
 * of `values`; each call then puts its own values where the stand-ins are among the statement's
 * parameters. So every other value the reads depend on (a year, a kind of target) must be part
 * of `shape`, and each value must reach the SQL as it is: an id as a parameter, ids as one array
 * parameter (`anyOf`, not `inArray`), neither transformed in JavaScript (a copy without
 * duplicates is fine). Times relative to now must be the database's (`now()`), never
 * `new Date()` at build. A read that does not take one of the values is refused.
 */
export async function readTogetherAs<V extends Values, R extends Record<string, Read>>(
  db: DbOrTx,
  shape: string,
  values: V,
  build: (values: V) => R,
): Promise<RowsTogether<R>> {
  let built = builtShapes.get(shape);
  if (!built) {
    built = buildShape(shape, values, build);
    if (builtShapes.size < MAX_SHAPES) builtShapes.set(shape, built);
  }
  const { query, slots } = built;
  const params = query.params.map((value, i) =>
    slots[i] === undefined ? value : values[slots[i]],
  );
  const prepared = db._.session.prepareQuery(
    { sql: query.sql, params },
    undefined,
    undefined,
    false,
  );
  const row = await firstRow(prepared.execute());
  return rowsOf(row, built.names) as RowsTogether<R>;
}

function buildShape<V extends Values>(
  shape: string,
  values: V,
  build: (values: V) => Record<string, Read>,
): Built {
  const keys = Object.keys(values);
  const standIns = Object.fromEntries(
    keys.map((key, i) => [key, typeof values[key] === 'string' ? standIn(i) : [standIn(i)]]),
  ) as V;
  const reads = build(standIns);
  const query = dialect.sqlToQuery(togetherSql(reads));
  const slots = query.params.map((param) => {
    const id = Array.isArray(param) && param.length === 1 ? param[0] : param;
    const key = keys.find(
      (k) => (typeof standIns[k] === 'string' ? standIns[k] : standIns[k]![0]) === id,
    );
    if (key !== undefined && Array.isArray(param) !== Array.isArray(standIns[key]))
      throw new Error(`readTogetherAs(${shape}): "${key}" must reach the SQL as one parameter`);
    return key;
  });
  for (const key of keys)
    if (!slots.includes(key))
      throw new Error(`readTogetherAs(${shape}): the reads do not take "${key}" as it is`);
  return { query, names: namesOf(reads), slots };
}

/** `readTogetherAs` for one member's reads: `member` is the only value. */
export function readTogetherFor<R extends Record<string, Read>>(
  db: DbOrTx,
  shape: string,
  member: string,
  build: (member: string) => R,
): Promise<RowsTogether<R>> {
  return readTogetherAs(db, shape, { member }, (values) => build(values.member));
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
