import { sql } from 'drizzle-orm';
import type pg from 'pg';

/**
 * Distinct statement texts this process names: a text built with values inside it would
 * otherwise grow every connection's statement cache without end. The code's statements number a
 * few hundred; past the cap a text is sent unnamed, as before.
 */
const MAX_NAMED = 1000;
const names = new Map<string, string>();

/** The name of a statement's text, the same for the same text in this process. */
export function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `nethub_${names.size}`;
    names.set(text, name);
  }
  return name;
}

/**
 * In a statement's text, keeps it unnamed: PostgreSQL then plans it for each call's values. After
 * five calls of a named statement it may keep a generic plan, blind to the values, and a search's
 * best plan depends on them (a name prefix's range, a country most members share or few do):
 * explore with a country filter took ~100 ms on the generic plan against ~10 on its own.
 */
export const PLAN_PER_CALL = sql.raw('/* plan per call */ true');
const PLAN_PER_CALL_TEXT = '/* plan per call */';

type Query = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };
const hasValues = (values: unknown) => Array.isArray(values) && values.length > 0;

/** The same query, named when it carries parameters (so it already used the extended protocol). */
function named(config: unknown, values: unknown): unknown {
  if (typeof config === 'string')
    return hasValues(values) ? withName({ text: config }, config) : config;
  const query = config as Query | null;
  if (
    !query ||
    typeof query !== 'object' ||
    typeof query.submit === 'function' ||
    typeof query.text !== 'string' ||
    query.name ||
    !(hasValues(values) || hasValues(query.values))
  )
    return config;
  return withName(query, query.text);
}

function withName(query: object, text: string) {
  if (text.includes(PLAN_PER_CALL_TEXT)) return query;
  const name = statementName(text);
  return name ? { ...query, name } : query;
}

/**
 * Statements PostgreSQL parses and plans once per connection instead of on every call (ADR 038):
 * every parameterised statement a pooled connection sends is named after its text, so the
 * connection prepares it the first time and then only binds and executes it. In bench:system's
 * mix, parsing and planning (PostgreSQL's log: parse + bind) took twice the time of executing,
 * the most for the larger statements `readTogether` builds and the job queue's fetch. Statements
 * without parameters (transaction control, multi-statement scripts) go as they are: naming
 * would move them to the extended protocol, which allows one statement only.
 */
export function prepareStatements(client: pg.PoolClient) {
  const send = client.query.bind(client) as (...args: unknown[]) => unknown;
  const query = (config: unknown, ...rest: unknown[]) => send(named(config, rest[0]), ...rest);
  client.query = query as typeof client.query;
}
