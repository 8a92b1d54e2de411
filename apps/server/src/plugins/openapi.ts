import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import swagger, { type FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorCode, errorBody } from '@nethub/contract';
import type { AuthHooks } from './authenticate.js';

/**
 * The OpenAPI document (decision 013), served at /api/docs/json with Swagger UI at /api/docs.
 * Routes declare what only people know: `operationId`, `summary` and the catalogue codes their
 * service may refuse with (`errors`). Everything else is derived from what the server does:
 * - `security` from the guard that runs: `signedIn(app, hooks)` for a whole plugin, or a route's
 *   own `onRequest: hooks.required | hooks.optional`; other routes are public (`security: []`);
 * - the error responses every operation shares by construction (the input is validated: 400; a
 *   bearer token is required: 401; a path id: 404; a body: 413; a rate limit: 429; 500; 503),
 *   each pointing at the one error envelope of the contract (`errorBody`);
 * - `servers` from PUBLIC_URL.
 */

/** `errors` of a route schema: the catalogue codes it may answer besides the derived ones. */
export type RouteErrors = Partial<
  Record<400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 502, ErrorCode[]>
>;

declare module 'fastify' {
  interface FastifySchema {
    /** The catalogue codes this route may answer, by status (see plugins/openapi.ts). */
    errors?: RouteErrors;
  }
}

type SecurityRequirement = Record<string, string[]>;
/** A bearer access token is required. */
const BEARER: SecurityRequirement[] = [{ bearer: [] }];
/** A bearer token is read when sent (the answer may differ), never required. */
const OPTIONAL_BEARER: SecurityRequirement[] = [{ bearer: [] }, {}];
/** The refresh token: the httpOnly cookie set at sign-in, or `refreshToken` in the body. */
export const REFRESH_COOKIE_OR_BODY: SecurityRequirement[] = [{ refreshCookie: [] }, {}];
export const PUBLIC: SecurityRequirement[] = [];

/** Every route this plugin registers from now on needs a signed-in member; documented so. */
export function signedIn(app: FastifyInstance, hooks: AuthHooks) {
  app.addHook('onRequest', hooks.required);
  app.addHook('onRoute', (route) => void (route.schema = { ...route.schema, security: BEARER }));
}

const ERRORS_KEY = 'x-nethub-errors';
const ERROR_TITLES: Record<number, string> = {
  400: 'The input is refused',
  401: 'Not signed in, or the token is invalid or expired (refresh and retry)',
  403: 'Not allowed',
  404: 'Not found (or not visible to the caller)',
  409: 'In conflict with the current state',
  413: 'Too large',
  415: 'Unsupported content',
  429: 'Too many requests: wait `Retry-After` seconds',
  500: 'Unexpected failure (no detail is given)',
  502: 'The payment provider could not be reached',
  503: 'Briefly unavailable (database restarting or failing over): retry after `Retry-After` seconds',
};
/** Answers many operations share, as reusable components. */
const SHARED_RESPONSES: Record<string, { status: number; codes: ErrorCode[] }> = {
  ValidationError: { status: 400, codes: ['VALIDATION_ERROR'] },
  Unauthorized: { status: 401, codes: ['UNAUTHORIZED', 'TOKEN_EXPIRED'] },
  NotFound: { status: 404, codes: ['NOT_FOUND'] },
  PayloadTooLarge: { status: 413, codes: ['PAYLOAD_TOO_LARGE'] },
  TooManyRequests: { status: 429, codes: ['TOO_MANY_REQUESTS'] },
  InternalError: { status: 500, codes: ['INTERNAL_ERROR'] },
  ServiceUnavailable: { status: 503, codes: ['SERVICE_UNAVAILABLE'] },
};

type JsonSchema = Record<string, unknown>;
type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * A nullable enum lists null among its values (OpenAPI 3.0.3): `nullable` alone does not widen
 * an `enum`, so validators refuse the null that `z.enum(...).nullable()` answers.
 */
function allowNullInNullableEnums(node: unknown) {
  if (Array.isArray(node)) return node.forEach(allowNullInNullableEnums);
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null))
    schema.enum = [...schema.enum, null];
  Object.values(schema).forEach(allowNullInNullableEnums);
}

/** Per route: the zod schemas to JSON Schema, then the error codes the route may answer. */
const transform: Transform = (input) => {
  const result = jsonSchemaTransform(input as Parameters<typeof jsonSchemaTransform>[0]) as {
    schema: FastifySchema & JsonSchema;
    url: string;
  };
  const schema = result.schema;
  if (!schema || schema.hide) return result;
  allowNullInNullableEnums(schema);
  const route = input.route as RouteOptions;
  const security = (schema.security as SecurityRequirement[] | undefined) ?? PUBLIC;
  schema.security = security;
  const errors = new Map<number, Set<ErrorCode>>();
  const add = (status: number, ...codes: ErrorCode[]) => {
    const set = errors.get(status) ?? new Set<ErrorCode>();
    codes.forEach((code) => set.add(code));
    errors.set(status, set);
  };
  const params = schema.params as JsonSchema | undefined;
  const body = schema.body as JsonSchema | undefined;
  // Every route: hostile input (a NUL in any query string, decision 011) is refused too.
  add(400, 'VALIDATION_ERROR');
  if (security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0))
    add(401, 'UNAUTHORIZED', 'TOKEN_EXPIRED');
  if (params && Object.keys((params.properties as JsonSchema | undefined) ?? {}).length > 0)
    add(404, 'NOT_FOUND');
  if (body) add(413, 'PAYLOAD_TOO_LARGE');
  const rateLimit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit;
  if (rateLimit !== false) add(429, 'TOO_MANY_REQUESTS');
  add(500, 'INTERNAL_ERROR');
  add(503, 'SERVICE_UNAVAILABLE');
  for (const [status, codes] of Object.entries(schema.errors ?? {})) add(Number(status), ...codes);
  delete schema.errors;
  schema[ERRORS_KEY] = Object.fromEntries([...errors].map(([status, set]) => [status, [...set]]));
  return result;
};

/**
 * Documents a route whose runtime schema cannot say it all (a raw body, a header read by hand):
 * the extra zod schemas shape the document only, never the validation.
 */
export function documentedAs(extra: FastifySchema) {
  return {
    swaggerTransform: ((input) =>
      transform({ ...input, schema: { ...input.schema, ...extra } })) as Transform,
  };
}

/** The contract's error envelope; `message` is always a code of the catalogue. */
const errorSchema = z.toJSONSchema(
  errorBody.extend({
    message: z.enum(Object.values(ErrorCode)).meta({
      description:
        "A code of the error catalogue (the spec's §8 codes plus ours); clients show their own wording for it.",
    }),
  }),
  { target: 'openapi-3.0' },
) as JsonSchema;
delete errorSchema.$schema;
const RETRY_AFTER = {
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' } },
};

function errorResponse(status: number, codes: ErrorCode[]) {
  const same = (a: ErrorCode[], b: ErrorCode[]) =>
    a.length === b.length && a.every((code) => b.includes(code));
  const shared = Object.entries(SHARED_RESPONSES).find(
    ([, response]) => response.status === status && same(response.codes, codes),
  );
  if (shared) return { $ref: `#/components/responses/${shared[0]}` };
  return errorResponseInline(status, codes);
}

function errorResponseInline(status: number, codes: ErrorCode[]) {
  return {
    description: `${ERROR_TITLES[status] ?? 'Refused'}: ${codes.map((c) => `\`${c}\``).join(', ')}`,
    ...(status === 429 || status === 503 ? { headers: RETRY_AFTER } : {}),
    content: { 'application/json': { schema: errorEnvelope(status, codes) } },
  };
}

function errorEnvelope(status: number, codes: ErrorCode[]) {
  return {
    allOf: [
      { $ref: '#/components/schemas/Error' },
      {
        type: 'object',
        properties: {
          statusCode: { type: 'integer', enum: [status] },
          message: { type: 'string', enum: codes },
        },
      },
    ],
  };
}

/**
 * zod's `z.record(enumKey, value)` comes out as `required: [keys]` with `additionalProperties`
 * and no `properties`: invalid for OpenAPI tools. An exhaustive record is an object with exactly
 * those properties.
 */
function fixRecords(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(fixRecords);
  if (!node || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const value = schema.additionalProperties;
  if (Array.isArray(schema.required) && !schema.properties && value && typeof value === 'object') {
    schema.properties = Object.fromEntries(
      (schema.required as string[]).map((key) => [key, structuredClone(value)]),
    );
    schema.additionalProperties = false;
  }
  Object.values(schema).forEach(fixRecords);
}

type Operation = JsonSchema & { responses: Record<string, unknown> };
type Document = JsonSchema & {
  paths: Record<string, Record<string, Operation>>;
  components: JsonSchema & { schemas?: JsonSchema };
};

/** The whole document: shared components, each operation's error responses, valid records. */
function finishDocument(document: Document): Document {
  for (const methods of Object.values(document.paths)) {
    for (const operation of Object.values(methods)) {
      const errors = (operation[ERRORS_KEY] ?? {}) as Record<string, ErrorCode[]>;
      delete operation[ERRORS_KEY];
      for (const [status, codes] of Object.entries(errors)) {
        // A status the route declares itself (health's 503) keeps its own body.
        operation.responses[status] ??= errorResponse(Number(status), codes);
      }
    }
  }
  fixRecords(document.paths);
  fixRecords(document.components.schemas);
  document.components.schemas = { ...document.components.schemas, Error: errorSchema };
  document.components.responses = Object.fromEntries(
    Object.entries(SHARED_RESPONSES).map(([name, { status, codes }]) => [
      name,
      errorResponseInline(status, codes),
    ]),
  );
  return document;
}

const DESCRIPTION = `The Net Hub API: the calls the web app makes, for any client.

- **Bodies.** JSON. A success is \`{ "data": … }\`; a list is \`{ "data": { "rows", "totalRows",
  "totalPages", "page", "offset" } }\` (query \`page\` from 1, \`offset\` the page size).
- **Errors.** The HTTP status and \`{ "statusCode", "message": "<CODE>", "details"? }\` (the
  \`Error\` schema). Each operation lists the codes it may answer; a 400 \`VALIDATION_ERROR\`
  carries \`details: [{ field, message }]\`.
- **Signing in.** \`POST /api/v1/auth/login\` answers an \`accessToken\` (15 minutes): send it as
  \`Authorization: Bearer <token>\` ("Authorize" above). On 401 \`TOKEN_EXPIRED\`, exchange the
  refresh token (body or the \`nh_refresh\` cookie) at \`POST /api/v1/auth/token/refresh\`.
- **Limits.** Requests per client address per minute (429 with \`Retry-After\`); sign-in,
  sign-up and mail-sending calls have stricter limits.`;

/** Registers the document and the reference; call before any route is registered. */
export async function registerOpenApi(
  app: FastifyInstance,
  { publicUrl, hooks }: { publicUrl: string; hooks: AuthHooks },
) {
  // Routes guarded one by one (the others are public or use `signedIn` for the whole plugin).
  app.addHook('onRoute', (route) => {
    if (route.schema?.security) return;
    const guards = [route.onRequest ?? []].flat();
    if (guards.includes(hooks.required)) route.schema = { ...route.schema, security: BEARER };
    else if (guards.includes(hooks.optional))
      route.schema = { ...route.schema, security: OPTIONAL_BEARER };
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Net Hub API',
        version: '1.0.0',
        description: DESCRIPTION,
        contact: { name: 'Net Hub', url: `${publicUrl}/contact-us` },
      },
      servers: [{ url: publicUrl, description: 'This Net Hub server (PUBLIC_URL)' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The `accessToken` of sign-in or refresh (15 minutes).',
          },
          refreshCookie: {
            type: 'apiKey',
            in: 'cookie',
            name: 'nh_refresh',
            description: 'The refresh token, set httpOnly at sign-in (path /api/v1/auth).',
          },
        },
      },
    },
    transform,
    transformObject: (input) =>
      finishDocument(
        jsonSchemaTransformObject(
          input as Parameters<typeof jsonSchemaTransformObject>[0],
        ) as unknown as Document,
      ) as never,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // "Authorize" once, and the token survives a reload of the reference.
    uiConfig: { persistAuthorization: true, displayOperationId: true },
    // Swagger UI's bundle inserts <style> elements without a nonce: its pages alone keep
    // inline styles (the reference page, no member data; scripts stay 'self' only).
    transformStaticCSP: (header) =>
      header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
}
