import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openPglite } from '../db/client.js';
import { OPENAPI_TYPES_FILE, openapiTypes } from './openapi-types.js';

/**
 * `node --import tsx src/scripts/openapi.ts [file] [--types]`: writes the OpenAPI document the
 * server serves at /api/docs/json (to stdout without a file); with `--types`, also the typed
 * client's types (openapi-types.ts). No server listens and no data folder is touched: the app is
 * built and made ready (its job queue starts) on a migrated in-memory database, then closed.
 * Root scripts: `npm run lint:openapi` (dump and lint), `npm run openapi:types`.
 */
const args = process.argv.slice(2);
const out = args.find((arg) => !arg.startsWith('--'));
const withTypes = args.includes('--types');
const dataDir = mkdtempSync(path.join(tmpdir(), 'nethub-openapi-'));
const database = await openPglite({});
try {
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'openapi-document-only-openapi-document-only',
    PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    WEB_DIST: path.join(dataDir, 'no-web-app'),
  });
  await database.migrate();
  const app = await buildApp({ config, database });
  await app.ready();
  const document = JSON.stringify(app.swagger(), null, 2) + '\n';
  if (withTypes) writeFileSync(OPENAPI_TYPES_FILE, await openapiTypes(app.swagger()));
  if (out) {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, document);
  } else if (!withTypes) process.stdout.write(document);
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
