import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { createJobQueue } from '../modules/jobs/job-queue.js';

/**
 * The operator's view of the durable job queue (the same DATABASE_URL or DATA_DIR as the server):
 *   npm run jobs                   counts: queued, running, failed
 *   npm run jobs -- failed         the dead-letter list (jobs that exhausted their retries)
 *   npm run jobs -- replay [ID…]   puts those jobs (all of them without ids) back in the queue
 * Run it from the repository's root. With the embedded database, stop the server first: PGlite
 * is one process's.
 */
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { limit: { type: 'string', default: '50' } },
});
const [command = 'stats', ...ids] = positionals;
const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const jobs = createJobQueue({ executor: database.executor, log: console, options: config.jobs });
try {
  if (command === 'stats') console.table(await jobs.stats());
  else if (command === 'failed') {
    const failed = await jobs.failed(Number(values.limit));
    if (!failed.length) console.log('No failed jobs.');
    for (const job of failed)
      console.log(
        JSON.stringify({ ...job, data: redact(job.data) }, null, 2)
          .split('\n')
          .join('\n  '),
      );
  } else if (command === 'replay') console.log(`Replayed ${await jobs.replay(ids)} job(s).`);
  else {
    console.error(`Unknown command "${command}": use stats, failed or replay [ID…]`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}

/** Mail bodies carry single-use links: the list shows who and what, not the link. */
function redact(data: unknown) {
  if (data && typeof data === 'object' && 'text' in data && 'html' in data)
    return { ...data, text: '[mail body]', html: '[mail body]' };
  return data;
}
