import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openPglite } from '../db/client.js';

/**
 * `node --import tsx src/scripts/openapi.ts [file]` (`npm run lint:openapi` at the root): writes the OpenAPI document the server serves at
 * /api/docs/json, without listening or touching a data folder: the app is built and made ready
 * (its job queue starts) on a migrated in-memory database, then closed again.
 */
const out = process.argv[2];
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
  if (out) {
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, document);
  } else process.stdout.write(document);
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
