/**
 * A schema-derived fuzzer over the OpenAPI document (decision 011): for every operation it
 * builds a plausible request from the operation's schemas, then bends it (wrong types, missing
 * required fields, huge strings, NUL bytes, unpaired surrogates, deep nesting, bad UUIDs,
 * extreme numbers, unknown enum values, arrays for objects, garbage path segments…). Every case
 * is deterministic for a seed. No answer may be a 5xx.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { API_PREFIX } from '@nethub/contract';

/** mulberry32: a tiny seeded PRNG, so a failing case is the same case on the next run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return { next, int, pick: <T>(items: readonly T[]): T => items[int(items.length)]! };
}
type Rng = ReturnType<typeof prng>;

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  pattern?: string;
};
type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
};
export type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
};

/** Every operation of the app's OpenAPI document. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: Parameter[];
          requestBody?: { content?: Record<string, { schema?: Schema }> };
        }
      >
    >;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

/** Routes hidden from the document (signed URLs, the test checkout): fuzzed too. */
export const hiddenOperations: Operation[] = [
  {
    method: 'GET',
    path: `${API_PREFIX}/payment/test-checkout/{sessionId}`,
    parameters: [{ in: 'path', name: 'sessionId', required: true, schema: { type: 'string' } }],
  },
  {
    method: 'POST',
    path: `${API_PREFIX}/payment/test-checkout/{sessionId}/pay`,
    parameters: [{ in: 'path', name: 'sessionId', required: true, schema: { type: 'string' } }],
  },
  {
    method: 'PUT',
    path: `${API_PREFIX}/files/upload`,
    parameters: ['key', 'expires', 'sig', 'type', 'size'].map((name) => ({
      in: 'query' as const,
      name,
      schema: { type: 'string' },
    })),
    body: { type: 'string' },
  },
  {
    method: 'GET',
    path: `${API_PREFIX}/files/download`,
    parameters: ['key', 'expires', 'sig', 'name', 'type'].map((name) => ({
      in: 'query' as const,
      name,
      schema: { type: 'string' },
    })),
  },
];

const UNKNOWN_ID = '7f0c2a4e-3b1d-4c6e-9a8b-0d1e2f3a4b5c';
/** Ids a plausible value may carry: an unknown one, and (signed in) members that exist. */
let knownIds: string[] = [UNKNOWN_ID];
let idRng: Rng = prng(1);
const UUID = () => idRng.pick(knownIds);
const GARBAGE_STRINGS = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'x\ud800y',
  '\udc00',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  "' OR 1=1 --",
  '../../etc/passwd',
  '%',
  '%00',
  '%E0%A4%A',
  '<script>alert(1)</script>',
  '\u202e\u0301\uffff',
  '😀'.repeat(50),
  '-1',
  '1e309',
  'NaN',
  'true',
  'null',
  '{}',
  '[]',
  '__proto__',
  'constructor',
];
const GARBAGE_NUMBERS = [-1, 0, -2147483649, 2147483648, 2 ** 53 + 1, 1e308, -1e308, 0.5, -0.0001];

const typeOf = (schema: Schema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
};

const variants = (schema: Schema) => schema.anyOf ?? schema.oneOf;

/** A value that plausibly satisfies `schema` (patterns are not honoured: a 400 is fine too). */
export function sample(schema: Schema | undefined, rng: Rng, depth = 0, name = ''): unknown {
  if (!schema || depth > 8) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const options = variants(schema);
  if (options?.length) return sample(rng.pick(options), rng, depth + 1);
  if (schema.allOf?.length) {
    return Object.assign({}, ...schema.allOf.map((part) => sample(part, rng, depth + 1) ?? {}));
  }
  switch (typeOf(schema)) {
    case 'string': {
      switch (schema.format) {
        case 'uuid':
          return UUID();
        case 'email':
          return `fuzz${rng.int(1000)}@example.com`;
        case 'date-time':
          return new Date(Date.UTC(2026, rng.int(12), 1 + rng.int(28))).toISOString();
        case 'date':
          return `2026-0${1 + rng.int(9)}-1${rng.int(9)}`;
        case 'uri':
          return 'https://example.com/x';
        case undefined:
        default:
          break;
      }
      // Names say more than the document keeps (zod pipes and refinements are not in it).
      if (/e-?mail/i.test(name)) return `fuzz${rng.int(1000)}@example.com`;
      if (/url|website|link/i.test(name)) return 'https://example.com/x';
      if (/phone/i.test(name)) return '+4915123456789';
      if (/(^id|Id|Ids|_id)$/.test(name)) return UUID();
      if (/password/i.test(name)) return 'Correct-horse-9';
      const length = Math.max(schema.minLength ?? 1, Math.min(schema.maxLength ?? 12, 12));
      return 'fuzz-value-abcdefghijklmnop'.slice(0, length).padEnd(length, 'x');
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? min + 100;
      const value = min + rng.next() * (max - min);
      return typeOf(schema) === 'integer' ? Math.round(value) : value;
    }
    case 'boolean':
      return rng.next() < 0.5;
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 2, 1 + rng.int(2)));
      return Array.from({ length: count }, () => sample(schema.items, rng, depth + 1, name));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (required.has(key) || rng.next() < 0.6) out[key] = sample(property, rng, depth + 1, key);
      }
      return out;
    }
    case 'null':
      return null;
    case undefined:
      break;
  }
  return 'fuzz';
}

/** A value of the wrong kind for `schema`. */
function wrongValue(schema: Schema | undefined, rng: Rng): unknown {
  const type = schema ? typeOf(schema) : undefined;
  const candidates: unknown[] = [
    rng.pick(GARBAGE_STRINGS),
    rng.pick(GARBAGE_NUMBERS),
    true,
    null,
    [],
    {},
    [rng.pick(GARBAGE_STRINGS)],
    { a: rng.pick(GARBAGE_STRINGS) },
  ];
  if (schema?.format === 'uuid') candidates.push('not-a-uuid', UNKNOWN_ID.toUpperCase() + 'x', '');
  if (schema?.enum)
    candidates.push('NOT_AN_ENUM_VALUE', String(schema.enum[0]).toLowerCase() + 'x');
  if (type === 'integer' || type === 'number') candidates.push(...GARBAGE_NUMBERS, '12abc', '1.5');
  if (type === 'string') candidates.push(123, 'x'.repeat(100_000), hugeUnicode());
  return rng.pick(candidates);
}

const hugeUnicode = () => 'é😀'.repeat(20_000);
/** Stands for a deep array in a value; spliced in after JSON.stringify (which recurses). */
const DEEP_MARK = '__fuzz_deep_array__';
const deepArrayJson = (depth: number) => `${'['.repeat(depth)}"leaf"${']'.repeat(depth)}`;

/** Every (path of a) leaf and container in a value, for picking a spot to bend. */
function spots(value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(path);
  if (out.length > 200) return out;
  if (Array.isArray(value)) value.forEach((item, i) => spots(item, [...path, i], out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) spots(item, [...path, key], out);
  return out;
}

function schemaAt(schema: Schema | undefined, path: (string | number)[]): Schema | undefined {
  let at = schema;
  for (const step of path) {
    if (!at) return undefined;
    const options = variants(at);
    if (options?.length) at = options[0];
    at = typeof step === 'number' ? at?.items : at?.properties?.[step];
  }
  return at;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let at = root as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) at = at[step] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = value;
  return root;
}

/** A bent copy of a plausible value for `schema`: one mutation at one spot. */
export function mutate(
  schema: Schema | undefined,
  rng: Rng,
  kind: number,
): { value: unknown; how: string; depth?: number } {
  const value = structuredClone(sample(schema, rng) ?? {});
  const places = spots(value);
  // Text mutations go where text is, when there is any.
  const textPlaces = places.filter(
    (place) =>
      typeof place.reduce<unknown>((item, step) => (item as never)?.[step], value) === 'string',
  );
  const path = rng.pick((kind === 2 || kind === 3) && textPlaces.length ? textPlaces : places);
  const at = schemaAt(schema, path);
  const where = path.join('.') || '(root)';
  switch (kind % 10) {
    case 0:
      return { value, how: 'plausible' };
    case 1: {
      const required = at?.required?.length ? rng.pick(at.required) : undefined;
      const target = path.reduce<unknown>(
        (item, step) => (item as Record<string | number, unknown>)[step],
        value,
      );
      if (required && target && typeof target === 'object')
        delete (target as Record<string, unknown>)[required];
      return { value, how: `missing ${where}.${required}` };
    }
    case 2:
      return { value: setAt(value, path, 'x'.repeat(200_000)), how: `huge string at ${where}` };
    case 3:
      return {
        value: setAt(value, path, rng.pick(['a\u0000b', '\u0000', 'x\ud800', '\udfff'])),
        how: `NUL/surrogate at ${where}`,
      };
    case 4: {
      const depth = rng.pick([20, 40, 200, 5000]);
      return { value: setAt(value, path, DEEP_MARK), how: `deep nesting at ${where}`, depth };
    }
    case 5:
      return {
        value: setAt(value, path, rng.pick(GARBAGE_NUMBERS)),
        how: `extreme number at ${where}`,
      };
    case 6:
      return {
        value: setAt(value, path, Array.isArray(at) ? {} : [sample(at, rng)]),
        how: `array/object swapped at ${where}`,
      };
    case 7: {
      const many = Array.from({ length: 2000 }, () => sample(at?.items ?? at, rng));
      return { value: setAt(value, path, many), how: `long array at ${where}` };
    }
    default:
      return { value: setAt(value, path, wrongValue(at, rng)), how: `wrong value at ${where}` };
  }
}

const PATH_GARBAGE = [
  '%00',
  'a%00b',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '7F0C2A4E-3B1D-4C6E-9A8B-0D1E2F3A4B5C',
  '%ED%A0%80',
  '%',
  '%2e%2e%2f',
  '-1',
  '99999999999999999999',
  'x'.repeat(3000),
  '%27%20OR%201%3D1',
  '%F0%9F%98%80',
  'directory.subgroup.%00',
  'single.a.b',
];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** URL-encodes a value; an unpaired surrogate goes as its (invalid) UTF-8 bytes %ED%A0%80. */
const encode = (value: unknown) =>
  (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))
    .split(LONE_SURROGATE)
    .map(encodeURIComponent)
    .join('%ED%A0%80');

export type FuzzCase = InjectOptions & { operation: string; how: string };

/** The `index`-th case of an operation. */
export function fuzzCase(operation: Operation, rng: Rng, index: number): FuzzCase {
  const label = `${operation.method} ${operation.path}`;
  const hows: string[] = [];
  // Path: a plausible value most of the time, garbage often enough.
  let url = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const parameter = operation.parameters.find((item) => item.in === 'path' && item.name === name);
    if (index % 3 === 1) {
      const garbage = rng.pick(PATH_GARBAGE);
      hows.push(`path ${name}=${garbage.slice(0, 40)}`);
      return garbage;
    }
    return encode(sample(parameter?.schema, rng, 0, name));
  });
  // Query: plausible values, one of them bent every other case; sometimes a repeated key.
  const query = operation.parameters.filter((item) => item.in === 'query');
  if (query.length) {
    const pairs: string[] = [];
    // Every other case bends one parameter: each in turn, with each kind of bad value.
    const bent = index % 2 === 0 ? query[Math.floor(index / 6) % query.length]!.name : undefined;
    for (const parameter of query) {
      if (parameter.name === bent) {
        const value = [
          () => rng.pick(['a\u0000b', '\u0000', 'x\ud800', '\udc00y']),
          () => 'x'.repeat(rng.pick([300, 5000])),
          () => wrongValue(parameter.schema, rng),
        ][(index / 2) % 3]!();
        hows.push(`query ${parameter.name}=${String(JSON.stringify(value)).slice(0, 40)}`);
        pairs.push(`${parameter.name}=${encode(value)}`);
        if (rng.next() < 0.2) pairs.push(`${parameter.name}=${encode(value)}`);
      } else if (parameter.required || rng.next() < 0.5) {
        pairs.push(`${parameter.name}=${encode(sample(parameter.schema, rng, 0, parameter.name))}`);
      }
    }
    if (pairs.length) url += `?${pairs.join('&')}`;
  }
  const request: FuzzCase = { method: operation.method as 'GET', url, operation: label, how: '' };
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    const shape = index % 13;
    if (shape === 11) {
      request.headers = { 'content-type': 'application/json' };
      request.payload = rng.pick([
        '',
        '{',
        'null',
        '"x"',
        '[1,2',
        '{"a":1}}',
        '\u0000',
        '{"__proto__":{"x":1}}',
      ]);
      hows.push(`raw body ${JSON.stringify(request.payload)}`);
    } else if (shape === 12) {
      request.headers = {
        'content-type': rng.pick([
          'text/plain',
          'application/xml',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ]),
      };
      request.payload = 'a=1&b=%00';
      hows.push(`content-type ${request.headers['content-type']}`);
    } else if (shape === 10) {
      request.headers = { 'content-type': 'application/json' };
      request.payload = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
      hows.push('body nested 100000 deep');
    } else {
      const { value, how, depth } = mutate(operation.body, rng, index % 10);
      request.payload = JSON.stringify(value);
      if (depth) request.payload = request.payload.replace(`"${DEEP_MARK}"`, deepArrayJson(depth));
      request.headers = { 'content-type': 'application/json' };
      hows.push(`body ${how}`);
    }
  }
  request.how = hows.join('; ');
  return request;
}

export type Failure = {
  operation: string;
  how: string;
  url: string;
  payload: string;
  status: number;
  body: string;
};

const show = (failure: Failure) =>
  `${failure.status} ${failure.operation} (${failure.how})\n  url: ${failure.url.slice(0, 300)}\n  body: ${failure.payload.slice(0, 300)}\n  answer: ${failure.body.slice(0, 300)}`;

export const describeFailures = (failures: Failure[]) => failures.map(show).join('\n');

/**
 * Runs `casesPerOperation` cases against every operation; `headers()` gives the auth headers
 * for each request and `afterOperation` may repair the session (a case may have logged out).
 */
export async function runFuzz(
  app: FastifyInstance,
  options: {
    seed: number;
    casesPerOperation: number;
    headers: () => Record<string, string>;
    afterOperation?: () => Promise<void>;
    /** Ids of things that exist (members, …), used in place of an unknown id half the time. */
    ids?: string[];
  },
) {
  const rng = prng(options.seed);
  idRng = rng;
  knownIds = [UNKNOWN_ID, ...(options.ids ?? [])];
  const operations = [...operationsOf(app), ...hiddenOperations];
  const failures: Failure[] = [];
  const statuses: Record<number, number> = {};
  let cases = 0;
  for (const operation of operations) {
    for (let index = 0; index < options.casesPerOperation; index++) {
      const request = fuzzCase(operation, rng, index);
      const { operation: label, how, ...inject } = request;
      inject.headers = { ...options.headers(), ...inject.headers };
      const res = await app.inject(inject);
      cases++;
      statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
      if (res.statusCode >= 500) {
        failures.push({
          operation: label,
          how,
          url: String(inject.url),
          payload: typeof inject.payload === 'string' ? inject.payload : '',
          status: res.statusCode,
          body: res.body,
        });
      }
    }
    await options.afterOperation?.();
  }
  return { cases, operations: operations.length, statuses, failures };
}
