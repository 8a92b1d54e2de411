import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Field = { path: string[]; field: unknown };
type Session = {
  prototype: {
    prepareQuery(query: unknown, fields: Field[] | undefined, ...rest: unknown[]): unknown;
  };
};
type PreparedQuery = { joinsNotNullableMap?: Record<string, boolean> };
type Row = Record<string, unknown>;

/** What drizzle's `mapResultRow` finds out about a selected field, found once. */
type Plan = {
  path: string[];
  decoder: Decoder;
  /** The table of a column in a nested object (`{ profile: profiles }`): left joins null it. */
  table: string | undefined;
};

function planOf({ path, field }: Field): Plan {
  // drizzle keeps a SQL field's decoder internal; the lookup is its own (utils.js).
  const decoderOf = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  let decoder: Decoder;
  if (is(field, Column)) decoder = field;
  else if (is(field, SQL)) decoder = decoderOf(field);
  else if (is(field, Subquery)) decoder = decoderOf((field._ as { sql: SQL }).sql);
  else decoder = decoderOf((field as { sql: SQL }).sql);
  const table = is(field, Column) && path.length === 2 ? getTableName(field.table) : undefined;
  return { path, decoder, table };
}

/**
 * drizzle's `mapResultRow` (drizzle-orm/utils.js), with each field's decoder and table found
 * once per statement instead of once per value: it tests every value's field with `is()`, which
 * walks prototype chains, and iterates its path. Under P1 (ten cards a request) that was 14 % of
 * the server's busy time. Same result, including a left join's object turned to null when its
 * first column is null (row-mapping.test.ts compares both on the same rows).
 */
export function rowMapper(fields: Field[], joins: () => Record<string, boolean> | undefined) {
  const plans = fields.map(planOf);
  return (rows: unknown[][]) => rows.map((row) => mapRow(plans, row, joins()));
}

function mapRow(plans: Plan[], row: unknown[], joinsNotNullable?: Record<string, boolean>) {
  const result: Row = {};
  const nullify: Record<string, string | false> = {};
  for (let index = 0; index < plans.length; index++) {
    const { path, decoder, table } = plans[index]!;
    let node = result;
    for (let depth = 0; depth < path.length - 1; depth++) {
      const chunk = path[depth]!;
      node = (node[chunk] ??= {}) as Row;
    }
    const raw = row[index];
    const value = raw === null ? null : decoder.mapFromDriverValue(raw);
    node[path[path.length - 1]!] = value;
    if (joinsNotNullable && table !== undefined) {
      const object = path[0]!;
      if (!(object in nullify)) nullify[object] = value === null ? table : false;
      else if (typeof nullify[object] === 'string' && nullify[object] !== table)
        nullify[object] = false;
    }
  }
  if (joinsNotNullable)
    for (const [object, table] of Object.entries(nullify))
      if (typeof table === 'string' && !joinsNotNullable[table]) result[object] = null;
  return result;
}

/**
 * Every statement a session of this driver prepares maps its rows with `rowMapper`, unless its
 * builder brings a mapper of its own (relational queries). A select's left joins are known only
 * after `prepareQuery` returns (the builder sets them on the statement), hence read lazily.
 */
export function mapRowsOnce(session: Session) {
  const prepare = session.prototype.prepareQuery;
  session.prototype.prepareQuery = function (query, fields, ...rest) {
    const [name, arrayMode, ownMapper, ...others] = rest;
    if (!fields || ownMapper) return prepare.call(this, query, fields, ...rest);
    const statement: { prepared?: PreparedQuery } = {};
    const mapper = rowMapper(fields, () => statement.prepared?.joinsNotNullableMap);
    statement.prepared = prepare.call(
      this,
      query,
      fields,
      name,
      arrayMode,
      mapper,
      ...others,
    ) as PreparedQuery;
    return statement.prepared;
  };
}
