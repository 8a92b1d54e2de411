/**
 * A client generated from the OpenAPI document (decision 013): openapi-fetch typed by
 * `generated/openapi.ts`, sending its requests through `app.inject`, and checking every answer
 * against the document the app serves: the status must be one the operation documents, and the
 * body must validate against that response's schema (error codes included).
 */
import type { FastifyInstance } from 'fastify';
import createClient, { type Middleware } from 'openapi-fetch';
import { Ajv, type ValidateFunction } from 'ajv';
import ajvFormats from 'ajv-formats';
import type { paths } from './generated/openapi.js';

type ResponseObject = { $ref?: string; content?: Record<string, { schema?: object }> };
type OperationObject = { operationId: string; responses: Record<string, ResponseObject> };
export type OpenApiDocument = {
  paths: Record<string, Record<string, OperationObject>>;
  components: { responses?: Record<string, ResponseObject> };
};

/** What the client saw: one entry per answer, for tests that check coverage. */
export type Exchange = { operationId: string; status: number; message?: string };

/** `fetch` over `app.inject`: no port, the same request and response bytes. */
export function injectFetch(app: FastifyInstance) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    const empty = res.statusCode === 204 || res.rawPayload.length === 0;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers });
  };
}

const pointer = (...segments: string[]) =>
  segments.map((s) => '/' + s.replaceAll('~', '~0').replaceAll('/', '~1')).join('');

/** Validates answers against the document: `check(method, path, status, body)` throws if not. */
export function documentChecker(document: OpenApiDocument) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  // ajv-formats is CommonJS: its default export arrives as `default` under NodeNext.
  ajvFormats.default(ajv);
  ajv.addSchema(document, 'openapi');
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (at: string) => {
    let validate = validators.get(at);
    if (!validate) validators.set(at, (validate = ajv.compile({ $ref: `openapi#${at}` })));
    return validate;
  };
  const exchanges: Exchange[] = [];

  function check(method: string, path: string, status: number, body: unknown) {
    const operation = document.paths[path]?.[method.toLowerCase()];
    const name = `${method.toUpperCase()} ${path}`;
    if (!operation) throw new Error(`${name} is not in the OpenAPI document`);
    let response = operation.responses[String(status)];
    let at = pointer('paths', path, method.toLowerCase(), 'responses', String(status));
    if (!response)
      throw new Error(`${name} answered ${status}, undocumented: ${JSON.stringify(body)}`);
    if (response.$ref) {
      const componentName = response.$ref.split('/').pop()!;
      response = document.components.responses?.[componentName] ?? {};
      at = pointer('components', 'responses', componentName);
    }
    if (response.content?.['application/json']?.schema) {
      const validate = validatorAt(`${at}${pointer('content', 'application/json', 'schema')}`);
      if (!validate(body))
        throw new Error(
          `${name} ${status} does not match its documented schema: ` +
            `${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 2000)}`,
        );
    }
    const message = (body as { message?: unknown } | undefined)?.message;
    exchanges.push({
      operationId: operation.operationId,
      status,
      ...(status >= 400 && typeof message === 'string' ? { message } : {}),
    });
  }
  return { check, exchanges };
}

/** The typed client: `api.POST('/api/v1/auth/login', { body })`, answers checked as they come. */
export function generatedClient(
  app: FastifyInstance,
  checker: ReturnType<typeof documentChecker>,
  accessToken?: string,
) {
  const client = createClient<paths>({
    baseUrl: 'http://nethub.test',
    fetch: injectFetch(app),
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  });
  const conforms: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      const text = await response.clone().text();
      checker.check(request.method, schemaPath, response.status, text ? JSON.parse(text) : text);
    },
  };
  client.use(conforms);
  return client;
}
export type GeneratedClient = ReturnType<typeof generatedClient>;
