import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../../lib/secrets.js';
import { loginThrottles } from './auth.tables.js';

/** ADR 012: sign-in attempts per account, whatever the client address. */
export const LOGIN_THROTTLE = {
  /** Attempts evaluated freely; from the next one each waits 2^(n - free) seconds. */
  freeFailures: 4,
  /** The longest wait between two evaluated attempts. */
  maxDelayS: 900,
  /** Forgotten after this long without an attempt (and without a wait pending). */
  windowMs: 15 * 60_000,
  /** The member is mailed at this many failed attempts (refused ones included)... */
  alertAt: 10,
  /** ...at most once per this long. */
  alertEveryMs: 3_600_000,
};

/** `retryAfter` (seconds): refused, the account must wait; `alert`: time to tell the member. */
export type LoginAttempt = { alert: boolean; retryAfter?: number };

/**
 * The per-account throttle on sign-in, shared by every instance through the database. An attempt
 * is counted as a failure before the password is evaluated (so a burst in parallel cannot slip
 * past the count) and the count is cleared by a success. From the fifth failure on, each next
 * attempt must wait 2, 4, 8... seconds (up to 15 minutes); one that comes earlier is refused with
 * 429 `TOO_MANY_REQUESTS` (`details.retryAfter`, `details.scope: 'account'`) without evaluating
 * anything. Unknown e-mails are throttled alike: the key is the e-mail, not the account.
 */
export const accountThrottled = (retryAfter: number) =>
  new AppError(429, 'TOO_MANY_REQUESTS', { retryAfter, scope: 'account' });

/**
 * `scope` keeps separate counts for separate checks: `login` counts by e-mail, `two-factor`
 * (ADR 020) by member id, with the same waits.
 */
export function createLoginThrottle(db: Db, limits = LOGIN_THROTTLE, scope = 'login') {
  const keyOf = (email: string) => hashToken(`${scope}:${email.trim().toLowerCase()}`);

  return {
    /** Counts an attempt; one made while the account must wait comes back with `retryAfter`. */
    async attempt(email: string): Promise<LoginAttempt> {
      const key = keyOf(email);
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        await tx.insert(loginThrottles).values({ key, lastAttemptAt: now }).onConflictDoNothing();
        const [row] = await tx
          .select()
          .from(loginThrottles)
          .where(eq(loginThrottles.key, key))
          .for('update');
        const quietSince = Math.max(
          row!.lastAttemptAt.getTime(),
          row!.blockedUntil?.getTime() ?? 0,
        );
        const stale = now.getTime() - quietSince > limits.windowMs;
        let failures = stale ? 0 : row!.failures;
        let attempts = stale ? 0 : row!.attempts;
        const waitMs = stale ? 0 : (row!.blockedUntil?.getTime() ?? 0) - now.getTime();
        const refused = waitMs > 0;
        attempts += 1;
        let blockedUntil = stale ? null : row!.blockedUntil;
        if (!refused) {
          failures += 1;
          const over = failures - limits.freeFailures;
          blockedUntil =
            over > 0
              ? new Date(now.getTime() + Math.min(2 ** over, limits.maxDelayS) * 1000)
              : null;
        }
        const alert =
          attempts >= limits.alertAt &&
          (!row!.alertedAt || now.getTime() - row!.alertedAt.getTime() >= limits.alertEveryMs);
        await tx
          .update(loginThrottles)
          .set({
            failures,
            attempts,
            lastAttemptAt: now,
            blockedUntil,
            alertedAt: alert ? now : row!.alertedAt,
          })
          .where(eq(loginThrottles.key, key));
        return { refused, waitMs, alert };
      });
      return outcome.refused
        ? { alert: outcome.alert, retryAfter: Math.ceil(outcome.waitMs / 1000) }
        : { alert: outcome.alert };
    },
    /** A right password: the account's count starts again (its last alert time is kept). */
    async succeeded(email: string) {
      await db
        .update(loginThrottles)
        .set({ failures: 0, attempts: 0, blockedUntil: null })
        .where(eq(loginThrottles.key, keyOf(email)));
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
