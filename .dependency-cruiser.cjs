/**
 * The server's module boundaries (ADR 015), checked by `npm run lint`.
 *
 * A module is a folder under apps/server/src/modules. Inside it the layers point one way:
 * `*.routes.ts` -> `*.service.ts` (and other rule files) -> `*.repository.ts` -> `*.tables.ts`.
 * Across modules only public functions travel: another module's tables, repository and routes
 * are private. The one exception is schema: a `*.tables.ts` may import another module's
 * `*.tables.ts` for a foreign key (`references(() => users.id)`).
 *
 * Tests are left out: they arrange data however the case needs.
 */

const MODULE = '^apps/server/src/modules/([^/]+)/';
const NOT_TEST = '\\.test\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Server files must not import each other in a circle at run time (type-only edges ' +
        'vanish when compiled). Cycles between modules, type-only or not, are checked by ' +
        'scripts/check-boundaries.mjs.',
      from: { path: '^apps/server/src/', pathNot: NOT_TEST },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-other-module-tables',
      severity: 'error',
      comment:
        "A module reaches another module's data through a function that module exports, never " +
        'its tables. Only a *.tables.ts may import another *.tables.ts (foreign keys are schema).',
      from: { path: MODULE, pathNot: [NOT_TEST, '\\.tables\\.ts$'] },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.tables\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-other-module-repository',
      severity: 'error',
      comment: "A module never imports another module's repository: call its exported functions.",
      from: { path: MODULE, pathNot: NOT_TEST },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.repository\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'no-other-module-routes',
      severity: 'error',
      comment: "Routes are a module's HTTP edge; other modules never import them.",
      from: { path: MODULE, pathNot: NOT_TEST },
      to: {
        path: '^apps/server/src/modules/[^/]+/[^/]+\\.routes\\.ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'tables-import-only-tables',
      severity: 'error',
      comment: 'A tables file is schema: it imports other tables files (foreign keys) and no code.',
      from: { path: '^apps/server/src/modules/[^/]+/[^/]+\\.tables\\.ts$' },
      to: { path: '^apps/server/src/', pathNot: '\\.tables\\.ts$' },
    },
    {
      name: 'routes-call-services-only',
      severity: 'error',
      comment: 'Routes speak HTTP and call services: no repository, no tables, no SQL.',
      from: { path: '\\.routes\\.ts$', pathNot: NOT_TEST },
      to: {
        path: ['\\.repository\\.ts$', '\\.tables\\.ts$', '^node_modules/drizzle-orm/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'services-hold-rules-not-sql',
      severity: 'error',
      comment:
        'A service decides; its repository queries. A service imports neither tables nor ' +
        'drizzle-orm (type-only imports of row types are fine).',
      from: { path: '\\.service\\.ts$', pathNot: [NOT_TEST] },
      to: {
        path: ['\\.tables\\.ts$', '^node_modules/drizzle-orm/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'repositories-do-not-call-up',
      severity: 'error',
      comment: 'A repository is SQL only: it never imports a service or routes.',
      from: { path: '\\.repository\\.ts$' },
      to: { path: ['\\.service\\.ts$', '\\.routes\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)drizzle/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
