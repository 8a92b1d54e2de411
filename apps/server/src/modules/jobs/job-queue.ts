import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { DbOrTx, SqlExecutor } from '../../db/client.js';
import { currentUnit } from '../../db/unit-of-work.js';

/** Every kind of durable job; each has one handler, defined by the module that owns it. */
export type JobName =
  | 'mail'
  | 'web-push'
  | 'contact-forward'
  | 'domain-event'
  | 'upload-sweep'
  | 'account-export'
  | 'account-sweep'
  | 'meeting-reminder';
const JOB_NAMES: JobName[] = [
  'mail',
  'web-push',
  'contact-forward',
  'domain-event',
  'upload-sweep',
  'account-export',
  'account-sweep',
  'meeting-reminder',
];
export const JOB_SCHEMA = 'pgboss';

export type JobOptions = {
  /** Seconds before the queue runs a job its request did not finish (or retries a failure). */
  retryDelaySeconds: number;
  /** Attempts after the first before a job stays failed (the dead-letter list). */
  retryLimit: number;
};
export const DEFAULT_JOB_OPTIONS: JobOptions = { retryDelaySeconds: 30, retryLimit: 10 };

type Log = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

export type FailedJob = {
  id: string;
  name: string;
  data: unknown;
  attempts: number;
  error: unknown;
  createdOn: Date;
  failedOn: Date;
};

/** A job written to the queue; `runNow()` does it at once once the change that wrote it has committed. */
export type EnqueuedJob = { id: string; runNow(): Promise<void> };

/**
 * The durable job queue (pg-boss on the same database, PostgreSQL or PGlite).
 *
 * A job is written in the transaction of the change that causes it (or on its own), then the
 * instance that wrote it does it at once, as before the queue existed, and deletes it. The
 * queue only ever sees a job that was not done that way — the instance died, the mail server was
 * down, a handler failed — and runs it after `retryDelaySeconds` on whichever instance polls
 * first, with exponential backoff, `retryLimit` times. A job that exhausts its retries stays in
 * state `failed`: the dead-letter list that `npm run jobs` prints and replays. At least once: a
 * handler must tolerate running twice.
 */
export function createJobQueue({
  executor,
  log,
  options = DEFAULT_JOB_OPTIONS,
}: {
  executor: SqlExecutor;
  log: Log;
  options?: JobOptions;
}) {
  const newBoss = () => {
    const created = new PgBoss({
      db: executor,
      schema: JOB_SCHEMA,
      migrate: false,
      pollingIntervalSeconds: Math.min(2, Math.max(0.5, options.retryDelaySeconds)),
      // Failed jobs stay readable (and replayable) in the job table for 30 days.
      archiveFailedAfterSeconds: 30 * 24 * 3600,
    });
    created.on('error', (err) => log.error({ err }, 'job queue error'));
    return created;
  };
  let boss = newBoss();
  const handlers = new Map<JobName, (data: never) => Promise<void>>();
  const schedules: Array<{ name: JobName; cron: string }> = [];
  let started = false;
  let retryStart: NodeJS.Timeout | undefined;

  /** Starts the workers and schedules; false while the queue's tables are not there yet. */
  async function tryStart() {
    try {
      await boss.start();
    } catch (err) {
      // pg-boss cannot start twice: the next attempt gets a fresh instance.
      boss = newBoss();
      log.warn({ err }, 'job queue not started (database not migrated yet?); trying again in 5 s');
      return false;
    }
    started = true;
    await createMissingQueues(boss);
    for (const [name, handler] of handlers) {
      await boss.work(name, { batchSize: 1 }, async ([job]) => {
        await handler(job!.data as never);
      });
    }
    for (const { name, cron } of schedules) await boss.schedule(name, cron, {}, { tz: 'UTC' });
    return true;
  }

  const sendOptions = (): PgBoss.SendOptions => ({
    startAfter: options.retryDelaySeconds,
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 15 * 60,
  });

  async function runInline(name: JobName, id: string, data: unknown) {
    const handler = handlers.get(name);
    if (!handler) return;
    try {
      await handler(data as never);
    } catch (err) {
      log.warn({ err, job: name, jobId: id }, 'job failed; the queue retries it');
      return;
    }
    await boss.deleteJob(name, id).catch((err: unknown) => {
      // Done but still queued: it will run once more (handlers tolerate that).
      log.warn({ err, job: name, jobId: id }, 'finished job not removed from the queue');
    });
  }

  return {
    /** The one handler of a kind of job. */
    define<T>(name: JobName, handler: (data: T) => Promise<void>) {
      if (handlers.has(name)) throw new Error(`job ${name} is defined twice`);
      handlers.set(name, handler as (data: never) => Promise<void>);
    },

    /** Periodic work that runs once per tick across all instances. */
    schedule(name: JobName, cron: string) {
      schedules.push({ name, cron });
    },

    /**
     * Writes a job, in `tx` when given (it exists only if that transaction commits). Call
     * `runNow()` after the commit.
     */
    async enqueue<T extends object>(name: JobName, data: T, tx?: DbOrTx): Promise<EnqueuedJob> {
      const id = randomUUID();
      await boss.send(name, data, {
        ...sendOptions(),
        id,
        ...(tx ? { db: transactionExecutor(tx) } : {}),
      });
      return { id, runNow: () => runInline(name, id, data) };
    },

    /**
     * Writes a job for later: the queue runs it at `runAt` (a reminder), in `tx` when given. Its
     * handler must check that it still applies when it runs (the meeting may have moved).
     */
    async enqueueAt<T extends object>(name: JobName, data: T, runAt: Date, tx?: DbOrTx) {
      const id = randomUUID();
      await boss.send(name, data, {
        ...sendOptions(),
        startAfter: runAt,
        id,
        ...(tx ? { db: transactionExecutor(tx) } : {}),
      });
      return id;
    },

    /**
     * Writes a job and does it at once. Inside `db.transaction` the job is written in that
     * transaction and done once it commits; a rollback takes the job with it.
     */
    async dispatch<T extends object>(name: JobName, data: T) {
      const unit = currentUnit();
      const job = await this.enqueue(name, data, unit?.tx);
      if (unit) unit.afterCommit.push(job.runNow);
      else await job.runNow();
    },

    /**
     * Starts this instance's workers. An instance started before `npm run migrate` (the release
     * step) keeps trying until the queue's tables are there instead of failing its start.
     */
    async start() {
      if (await tryStart()) return;
      const again = () => {
        retryStart = setTimeout(async () => {
          if (!(await tryStart())) again();
        }, 5000);
        retryStart.unref();
      };
      again();
    },

    async stop() {
      clearTimeout(retryStart);
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, close: false, timeout: 5000, wait: true });
    },

    /** Jobs waiting (for a first run or a retry) and jobs that exhausted their retries. */
    async stats() {
      const { rows } = await executor.executeSql(
        `select count(*) filter (where state in ('created', 'retry'))::int as queued,
                count(*) filter (where state = 'active')::int as active,
                count(*) filter (where state = 'failed')::int as failed
           from ${JOB_SCHEMA}.job where name = any($1::text[])`,
        [JOB_NAMES],
      );
      return rows[0] as { queued: number; active: number; failed: number };
    },

    /** The dead-letter list: jobs that exhausted their retries, newest first. */
    async failed(limit = 50): Promise<FailedJob[]> {
      const { rows } = await executor.executeSql(
        `select id, name, data, retry_count + 1 as attempts, output as error,
                created_on as "createdOn", completed_on as "failedOn"
           from ${JOB_SCHEMA}.job where state = 'failed' and name = any($1::text[])
          order by completed_on desc limit $2`,
        [JOB_NAMES, limit],
      );
      return rows as FailedJob[];
    },

    /** Puts failed jobs back in the queue (all of them without ids); returns how many. */
    async replay(ids?: string[]) {
      const targets = ids?.length
        ? (await this.failed(10_000)).filter((job) => ids.includes(job.id))
        : await this.failed(10_000);
      for (const job of targets) await boss.retry(job.name, job.id);
      return targets.length;
    },
  };
}
export type JobQueue = ReturnType<typeof createJobQueue>;

/** pg-boss's executor over an open drizzle transaction (both drivers' clients have `query`). */
function transactionExecutor(tx: DbOrTx): SqlExecutor {
  const client = (tx as unknown as { session: { client: SqlExecutorClient } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}
type SqlExecutorClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** Creates or upgrades the queue's tables (part of migrating the database). */
export async function migrateJobQueue(executor: SqlExecutor) {
  const boss = new PgBoss({
    db: executor,
    schema: JOB_SCHEMA,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => {});
  await boss.start();
  await createMissingQueues(boss);
  await boss.stop({ graceful: false, close: false });
}

/**
 * Creates the queues not there yet. The release step creates them all under the migration lock;
 * instances only check, because concurrent `createQueue` calls deadlock on pg-boss's queue table.
 */
async function createMissingQueues(boss: PgBoss) {
  for (const name of JOB_NAMES) if (!(await boss.getQueue(name))) await boss.createQueue(name);
}
