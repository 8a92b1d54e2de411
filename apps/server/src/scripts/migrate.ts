import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemo } from '../seed/demo.js';

/**
 * `npm run migrate`: the release step of deployments that start instances with
 * MIGRATE_ON_START=false. Applies pending migrations and the reference data the product needs
 * (sectors, countries, policies, FAQs; never demo members) under the migration lock, so it may
 * run while instances start. Without DATABASE_URL it migrates the embedded database in DATA_DIR.
 */
let config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const started = Date.now();
const database = await openDatabase(config);
try {
  await database.exclusive(async (locked) => {
    await locked.migrate();
    await seedDemo(locked.db, { withUsers: false });
  });
  console.log(`Migrated ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await database.close();
}
