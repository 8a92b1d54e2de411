import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DEMO_LOGINS, DEMO_PASSWORD, seedDemo } from '../seed/demo.js';
import { generateChat } from '../seed/generate-chat.js';
import { generateMembers } from '../seed/generate.js';
import { storageFromConfig } from '../modules/media/storage-config.js';

/**
 * `npm run seed -- --users N [--messages M]`: the demo data plus N generated members, for
 * benchmarks; with --messages, about M chat messages between the generated members (on a
 * database seeded before, `--users 0 --messages M` adds only the messages).
 */
const { values } = parseArgs({
  options: { users: { type: 'string', default: '0' }, messages: { type: 'string', default: '0' } },
});
const count = Number(values.users);
const messages = Number(values.messages);
if (![count, messages].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error('--users and --messages take whole numbers');
  process.exit(1);
}
const config = loadConfig();
// Bulk inserts of a large data set outlast the request-sized timeouts, and on a busy machine
// the hang guard's probes too: it once ended a 100k seed midway by closing its connections.
const database = await openDatabase({
  ...config,
  database: { ...config.database, statementTimeoutMs: 0, queryTimeoutMs: 0, hangGuard: false },
});
await database.migrate();
await seedDemo(database.db, { withUsers: true, storage: await storageFromConfig(config) });
const started = Date.now();
if (count > 0)
  await generateMembers(database.db, count, {
    // 1k groups, 1M posts and 1M notifications at 100k members.
    community: { groups: Math.ceil(count / 100), postsEach: 10, notificationsEach: 10 },
    onProgress: (done) => process.stdout.write(`\rmembers: ${done}/${count}`),
  });
if (messages > 0)
  await generateChat(database.db, 'gen.%@nethub.bench', {
    messages,
    onProgress: (done) => process.stdout.write(`\rmessages: ${done}/${messages}`),
  });
console.log(`\nSeeded ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
console.log(
  `Demo logins: ${DEMO_LOGINS.map((l) => l.email).join(', ')} / ${DEMO_PASSWORD}; generated: gen.N@nethub.bench`,
);
await database.close();
