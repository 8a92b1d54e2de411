import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { anyOf } from '../../db/any-of.js';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../users/users.read-model.js';
import { refreshTokens } from './auth.tables.js';

/**
 * How long an answer about a session is trusted on this instance while it may miss another
 * instance's news (Redis configured but away): ADR 012's "within seconds".
 */
export const SESSION_CACHE_MS = 5_000;
/**
 * How long an answer is trusted while every session ended by any instance is heard at once (each
 * tells the others over Redis; with no Redis there is only this one, ADR 039). What it still
 * bounds is a change written past the server, straight into the database.
 */
export const SESSION_CACHE_HEARD_MS = 60_000;
/** Entries kept before the oldest are dropped, so a flood of sessions cannot grow memory. */
const MAX_ENTRIES = 100_000;

type Entry = { active: Promise<boolean>; at: number };

type GuardOptions = {
  /** The cache time while this instance may miss news (default SESSION_CACHE_MS). */
  cacheMs?: number;
  /** The cache time while it hears every ended session (default SESSION_CACHE_HEARD_MS). */
  heardCacheMs?: number;
  /** Whether ended sessions are heard now (Redis up, or no Redis: one instance). */
  hears?: () => boolean;
};

/**
 * Whether an access token's session (its refresh-token family, the token's `sid`) still stands:
 * the family has a token that is not revoked and its member is not suspended. The database is the
 * truth, shared by every instance; each instance caches answers so the hot path asks the database
 * at most once per session per minute (one indexed query, shared by concurrent requests): a
 * session ended on any instance is told to every other (`ended`, `forgetUser`), so the cache only
 * bounds what bypasses the server. While an instance may miss that news (Redis away) it trusts an
 * answer for `cacheMs` only, and it forgets every answer when Redis comes back (`forgetAll`).
 */
export function createSessionGuard(
  db: DbOrTx,
  {
    cacheMs = SESSION_CACHE_MS,
    heardCacheMs = SESSION_CACHE_HEARD_MS,
    hears = () => true,
  }: GuardOptions = {},
) {
  const cache = new Map<string, Entry>();
  /** Families ended here: permanent, so they never need asking again (bounded like the cache). */
  const ended = new Set<string>();

  const key = (userId: string, sessionId: string) => `${sessionId}:${userId}`;

  // Built once: asked on every socket's handshake (10,000 after a restart) and every uncached
  // request; building the SQL each time left garbage that a burst of handshakes promoted to the
  // old space, which V8 then keeps (ADR 036).
  const standing = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .innerJoin(accounts, eq(accounts.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.familyId, sql.placeholder('sessionId')),
        eq(refreshTokens.userId, sql.placeholder('userId')),
        isNull(refreshTokens.revokedAt),
        ne(accounts.status, 'suspended'),
      ),
    )
    .limit(1)
    .prepare('session_standing');

  async function query(userId: string, sessionId: string): Promise<boolean> {
    const [row] = await standing.execute({ userId, sessionId });
    return row !== undefined;
  }

  /** Judged when asked, so an answer cached while news was heard lasts `cacheMs` once it is not. */
  const fresh = (entry: Entry, now: number) => now - entry.at < (hears() ? heardCacheMs : cacheMs);

  function remember(k: string, active: Promise<boolean>, now: number) {
    if (cache.size >= MAX_ENTRIES) {
      for (const [old, entry] of cache) {
        if (!fresh(entry, now) || cache.size >= MAX_ENTRIES) cache.delete(old);
        if (cache.size < MAX_ENTRIES * 0.9) break;
      }
    }
    cache.set(k, { active, at: now });
  }

  return {
    /** True while the session stands; cached for `cacheMs`, one query shared by concurrent callers. */
    isActive(userId: string, sessionId: string): Promise<boolean> {
      if (ended.has(sessionId)) return Promise.resolve(false);
      const k = key(userId, sessionId);
      const now = Date.now();
      const hit = cache.get(k);
      if (hit && fresh(hit, now)) return hit.active;
      const active = query(userId, sessionId);
      remember(k, active, now);
      // A failed query is not remembered: the next request asks again (and fails on its own).
      active.catch(() => cache.get(k)?.active === active && cache.delete(k));
      return active;
    },
    /**
     * The sessions among `sessionIds` that still stand, asked of the database (no cache). The
     * real-time re-check asks about every socket's session at once (10,000 at P8's size): one
     * array parameter, not one parameter each.
     */
    async stillActive(sessionIds: string[]): Promise<Set<string>> {
      const ids = [...new Set(sessionIds)].filter((id) => !ended.has(id));
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ sessionId: refreshTokens.familyId })
        .from(refreshTokens)
        .innerJoin(accounts, eq(accounts.id, refreshTokens.userId))
        .where(
          and(
            anyOf(refreshTokens.familyId, ids),
            isNull(refreshTokens.revokedAt),
            ne(accounts.status, 'suspended'),
          ),
        );
      return new Set(rows.map((row) => row.sessionId));
    },
    /** Sessions ended on this instance: refused here at once, without waiting for the cache. */
    ended(sessionIds: Iterable<string>) {
      for (const id of sessionIds) {
        if (ended.size >= MAX_ENTRIES) ended.clear();
        ended.add(id);
      }
    },
    /** A member's state changed (suspended, or every session ended): forget what was cached. */
    forgetUser(userId: string) {
      for (const k of cache.keys()) if (k.endsWith(`:${userId}`)) cache.delete(k);
    },
    /** News may have been missed (Redis was away): every answer is asked again. */
    forgetAll() {
      cache.clear();
    },
  };
}
export type SessionGuard = ReturnType<typeof createSessionGuard>;
