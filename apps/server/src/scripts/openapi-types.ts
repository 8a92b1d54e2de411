/**
 * TypeScript types of the OpenAPI document (openapi-typescript), for a typed client such as
 * openapi-fetch: `test/generated/openapi.ts` is written by `npm run openapi:types`, and
 * test/openapi-client.test.ts fails when it differs from what the served document gives.
 * A development tool: openapi-typescript is a dev dependency, loaded only when called.
 */
export const OPENAPI_TYPES_FILE = new URL('../../test/generated/openapi.ts', import.meta.url)
  .pathname;

export async function openapiTypes(document: object): Promise<string> {
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return (
    '// Generated from the OpenAPI document by `npm run openapi:types`: do not edit.\n' +
    astToString(ast)
  );
}
