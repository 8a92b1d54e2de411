import type { FastifyInstance } from 'fastify';
import { normalizeInput } from '@nethub/contract';
import { AppError } from '../lib/errors.js';

/** JSON bodies nested deeper than this are refused before any parsing or recursive work. */
export const MAX_JSON_DEPTH = 32;

/**
 * Text PostgreSQL refuses or that is not Unicode: U+0000 (`invalid byte sequence for encoding
 * "UTF8": 0x00`) and lone UTF-16 surrogates (the driver would silently store U+FFFD instead).
 */
const FORBIDDEN_TEXT =
  // eslint-disable-next-line no-control-regex -- U+0000 is exactly what this refuses
  /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasForbiddenText = (text: string) => FORBIDDEN_TEXT.test(text);

/**
 * Whether the JSON text nests arrays/objects deeper than `max`: one linear pass over the
 * characters, brackets inside strings ignored. Cheap enough to run on every body (1 MiB ≈ 2 ms).
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * The path (e.g. `['items', '2', 'name']`) of the first string, value or key, in `value` that
 * holds forbidden text; undefined when there is none. Iterative: no nesting overflows it.
 */
export function findForbiddenText(value: unknown): string[] | undefined {
  const stack: Array<[unknown, string[]]> = [[value, []]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasForbiddenText(item)) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (hasForbiddenText(key)) return [...path, key];
        stack.push([child, [...path, key]]);
      }
    }
  }
  return undefined;
}

const invalid = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', [{ field, message }]);

/**
 * The one rule for hostile input (decision 011), for every route:
 * - JSON bodies: nesting deeper than MAX_JSON_DEPTH is a 400 before the text is parsed;
 * - params, query and body: a NUL or a lone surrogate anywhere (value or key) is a 400
 *   VALIDATION_ERROR, before schema validation, so no such string reaches a handler or SQL;
 * - then the shared input hygiene (`normalizeInput`: trim, drop empty values).
 * Headers are not checked here: Node's HTTP parser already refuses NUL in them.
 */
export function registerInputHygiene(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonNestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(invalid('body', `nested deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    // Fastify's default JSON parser is the callback kind: it answers through `done` and returns
    // nothing. Its type also allows the promise kind, hence `void`.
    void parseJson(request, body as string, done);
  });

  app.addHook('preValidation', async (request) => {
    for (const [context, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findForbiddenText(value);
      if (path) {
        throw invalid(
          [context, ...path].join('.'),
          'contains a character that is not allowed (NUL or an unpaired surrogate)',
        );
      }
    }
    if (request.body && typeof request.body === 'object')
      request.body = normalizeInput(request.body);
    if (request.query && typeof request.query === 'object')
      request.query = normalizeInput(request.query);
  });
}
