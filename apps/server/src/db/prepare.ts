import type { Config } from '../config.js';
import { storageFromConfig } from '../modules/media/storage-config.js';
import { seedDemo } from '../seed/demo.js';
import type { Database } from './client.js';

/**
 * The start-up database step: migrations and the demo seed under the migration lock, so N
 * instances may start at once on an empty database (the first migrates and seeds, the others
 * wait and find nothing to do). MIGRATE_ON_START=false skips both: the release step ran
 * `npm run migrate`.
 */
export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'migrateOnStart' | 'seedDemo' | 's3' | 'dataDir' | 'jwtSecret'>,
): Promise<{ createdUsers: boolean }> {
  if (!config.migrateOnStart) return { createdUsers: false };
  return database.exclusive(async (locked) => {
    await locked.migrate();
    return seedDemo(locked.db, {
      withUsers: config.seedDemo,
      storage: config.seedDemo ? await storageFromConfig(config) : undefined,
    });
  });
}
