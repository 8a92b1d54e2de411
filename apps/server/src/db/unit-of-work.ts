import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client.js';

type Unit = { tx: Tx; afterCommit: Array<() => Promise<void>> };
const units = new AsyncLocalStorage<Unit>();

/**
 * The transaction the calling code runs in, if any, and what to do once it commits. Durable jobs
 * written inside a transaction (`jobs.dispatch`, `mailer.send`, `events.emit`) use it: they exist
 * exactly when the change does, and run once it has committed.
 */
export const currentUnit = () => units.getStore();

/** Makes `db.transaction` open a unit of work for the code inside it. */
export function withUnitsOfWork(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const afterCommit: Unit['afterCommit'] = [];
    const result = await transaction(
      (tx) => units.run({ tx, afterCommit }, () => work(tx)),
      config,
    );
    for (const run of afterCommit) await run();
    return result;
  }) as Db['transaction'];
  return db;
}
