import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** `absent`: the dependency is not configured (e.g. no REDIS_URL); it does not make us unready. */
export type DependencyStatus = 'ok' | 'down' | 'absent';

/** One dependency the instance needs to serve traffic. */
export type ReadinessCheck = { name: string; check(): Promise<DependencyStatus> };

export type ReadinessReport = {
  status: 'ok' | 'down' | 'draining';
  checks: Record<string, DependencyStatus>;
};

/** A check that takes longer than this answers `down`, so a hung back end fails the probe fast. */
export const CHECK_TIMEOUT_MS = 1500;

/**
 * What `/api/v1/health/ready` reports: every registered check, and whether the instance is
 * draining (after SIGTERM, so the load balancer stops sending it new requests before it closes).
 * Other modules add their dependency with `app.readiness.register({ name, check })`.
 */
export function createReadiness({
  checks: initial = [],
  timeoutMs = CHECK_TIMEOUT_MS,
}: { checks?: ReadinessCheck[]; timeoutMs?: number } = {}) {
  const checks: ReadinessCheck[] = [];
  let draining = false;

  const run = async ({ check }: ReadinessCheck): Promise<DependencyStatus> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'down'>((resolve) => {
      timer = setTimeout(() => resolve('down'), timeoutMs);
    });
    try {
      return await Promise.race([check().catch(() => 'down' as const), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const register = (check: ReadinessCheck) => {
    if (checks.some((c) => c.name === check.name))
      throw new Error(`readiness check "${check.name}" registered twice`);
    checks.push(check);
  };
  initial.forEach(register);

  return {
    register,
    /** From now on the instance answers not ready; it is about to close. */
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    async report(): Promise<ReadinessReport> {
      const results = await Promise.all(checks.map(run));
      const entries = checks.map((c, i) => [c.name, results[i]!] as const);
      const down = results.includes('down');
      return {
        status: draining ? 'draining' : down ? 'down' : 'ok',
        checks: Object.fromEntries(entries),
      };
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;

/** The database answers `select 1`. */
export const databaseCheck = (db: Db): ReadinessCheck => ({
  name: 'database',
  check: () => db.execute(sql`select 1`).then(() => 'ok' as const),
});
