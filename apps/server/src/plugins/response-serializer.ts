import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };
type Route = Parameters<FastifySerializerCompiler<z.ZodType>>[0];

/**
 * Replies are written by a serializer compiled once per route from its zod response schema
 * (fast-json-stringify), not by validating each reply with zod and then JSON.stringify: on the
 * busiest lists that was ~13 % of the server's CPU (ADR 036). Like zod's, the output holds only
 * the fields the contract names. A schema JSON Schema cannot express (a date, a transform) keeps zod's
 * serializer. `verify` (the test suite) also runs zod on every reply and fails the request
 * when the two disagree, so every route a test reaches checks the compiled serializer.
 */
export function createResponseSerializer({ verify }: { verify: boolean }) {
  return (route: Route) => {
    const compiled = compile(route.schema);
    if (!compiled) return serializerCompiler(route);
    if (!verify) return compiled;
    const viaZod = serializerCompiler(route);
    return (data: unknown) => {
      const expected = viaZod(data);
      const written = compiled(data);
      if (written !== expected) {
        throw new Error(`${route.method} ${route.url}: compiled ${written}, zod ${expected}`);
      }
      return written;
    };
  };
}

function compile(schema: z.ZodType): ((data: unknown) => string) | null {
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' });
  } catch {
    return null;
  }
  const { $schema: _dialect, ...rest } = json;
  return fastJson(forSerializing(rest) as Parameters<typeof fastJson>[0]);
}

/** Keywords whose value is data, not a schema. */
const VALUES = new Set(['const', 'enum', 'default', 'examples', 'required']);

/**
 * What the serializer needs of a schema. It writes only the properties an object names, so
 * `additionalProperties: false` goes, and with it the strict check that would make a union's
 * object branch refuse a row that carries more fields than it names; formats and patterns only
 * cost a check. `anyOf: [X, null]` becomes X with `nullable`, which needs no check at all.
 */
function forSerializing(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializing);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [keyword, value] of Object.entries(node)) {
    if (keyword === 'format' || keyword === 'pattern') continue;
    if (keyword === 'additionalProperties' && value === false) continue;
    if (VALUES.has(keyword)) out[keyword] = value;
    else if (keyword === 'properties' || keyword === 'definitions') {
      out[keyword] = mapValues(value as JsonSchema, forSerializing);
    } else out[keyword] = forSerializing(value);
  }
  return nullableOf(out);
}

function nullableOf(node: JsonSchema): JsonSchema {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const isNull = (b: JsonSchema) => b.type === 'null' && Object.keys(b).length === 1;
  const other = (branches as JsonSchema[]).find((b) => !isNull(b));
  if (!other || !(branches as JsonSchema[]).some(isNull) || typeof other.type !== 'string') {
    return node;
  }
  const { anyOf: _branches, ...rest } = node;
  return { ...rest, ...other, nullable: true };
}

function mapValues(record: JsonSchema, map: (value: unknown) => unknown): JsonSchema {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));
}
