import { parseArgs } from 'node:util';
import { emailSchema } from '@nethub/contract';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createPasswordHasher } from '../lib/secrets.js';
import { makePlatformAdmin } from '../modules/admin/admin.service.js';

/**
 * Makes an account a platform administrator (ADR 023), against the server's own database
 * (DATABASE_URL, or DATA_DIR for the embedded one: stop the server first):
 *   npm run admin:create -- someone@example.com
 * An e-mail without an account needs ADMIN_PASSWORD in the environment (and optionally
 * --first-name/--last-name): the account is created, verified, with that password.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
});
const parsed = emailSchema.safeParse(positionals[0] ?? '');
if (!parsed.success) {
  console.error('Usage: npm run admin:create -- <email> [--first-name X --last-name Y]');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
try {
  const result = await makePlatformAdmin(
    database.db,
    {
      email: parsed.data,
      password: process.env.ADMIN_PASSWORD,
      firstName: values['first-name'],
      lastName: values['last-name'],
    },
    createPasswordHasher('standard'),
  );
  console.log(
    `${parsed.data}: ${result.created ? 'account created; ' : ''}${
      result.added ? 'is now a platform administrator.' : 'was already a platform administrator.'
    }`,
  );
} catch (error) {
  if ((error as { code?: string }).code === 'USER_NOT_FOUND') {
    console.error(
      `No account has the e-mail ${parsed.data}. Sign it up first, or set ADMIN_PASSWORD to create it.`,
    );
    process.exitCode = 1;
  } else throw error;
} finally {
  await database.close();
}
