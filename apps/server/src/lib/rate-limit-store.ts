import { createRequire } from 'node:module';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnection } from './redis.js';

type Counter = { current: number; ttl: number };
type Done = (err: Error | null, result?: Counter) => void;
/** @fastify/rate-limit's store contract (index.js: `new Store(globalParams)`, incr/read/child). */
type Store = {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read?(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: RouteLimitOptions): Store;
};
/** The route's merged limit options (the plugin passes `routeInfo`, read by RedisStore's keys). */
type RouteLimitOptions = Parameters<FastifyRateLimitStore['child']>[0];
type LocalStoreClass = new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => Store;
type RedisStoreClass = new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: unknown,
  key?: string,
) => Store;

// The plugin's own two stores (not exported by name, no typings): the same counting rules.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as LocalStoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as RedisStoreClass;

const KEY_PREFIX = 'nethub:rate-limit:';
const LOG_EVERY_MS = 60_000;

/**
 * A rate-limit store for @fastify/rate-limit (`store` option) that shares counts through Redis and
 * keeps limiting in-process while Redis is away. Every hit is counted here too, so the moment
 * Redis fails the in-process count already holds this instance's recent hits: limits drop to
 * "per instance" during an outage, never to "unlimited". While the Redis link is up the shared
 * count answers; a failed Redis call answers from the in-process count. Per-route limits
 * (`config.rateLimit`) get children of the same store, keyed by method and URL.
 * Without a Redis connection it is the plugin's in-process store.
 */
export function createRateLimitStore(redis: RedisConnection | undefined, log: FastifyBaseLogger) {
  let lastLogged = 0;
  const noteFailure = (err: Error) => {
    const now = Date.now();
    if (now - lastLogged < LOG_EVERY_MS) return;
    lastLogged = now;
    log.warn({ err }, 'rate limits counted in-process: redis did not answer');
  };

  class FallbackStore implements Store {
    constructor(
      private readonly local: Store,
      private readonly shared: Store | undefined,
    ) {}

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.local.incr(
        key,
        (_err, here) => {
          if (!this.shared || !redis?.ready()) return done(null, here);
          this.shared.incr(
            key,
            (err, everywhere) => {
              if (err || !everywhere) {
                noteFailure(err ?? new Error('no answer'));
                return done(null, here);
              }
              done(null, everywhere);
            },
            timeWindow,
            max,
          );
        },
        timeWindow,
        max,
      );
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      const here = (fallback?: Error) => {
        if (fallback) noteFailure(fallback);
        this.local.read!(key, done, timeWindow, max);
      };
      if (!this.shared?.read || !redis?.ready()) return here();
      this.shared.read(
        key,
        (err, everywhere) => (err || !everywhere ? here(err ?? undefined) : done(null, everywhere)),
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteLimitOptions): Store {
      return new FallbackStore(this.local.child(routeOptions), this.shared?.child(routeOptions));
    }
  }

  /** What the plugin instantiates: `new Store(globalParams)`. */
  return class RateLimitStore extends FallbackStore {
    constructor(params: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(
        new LocalStore(params.continueExceeding, params.exponentialBackoff),
        redis
          ? new RedisStore(
              params.continueExceeding,
              params.exponentialBackoff,
              redis.client,
              KEY_PREFIX,
            )
          : undefined,
      );
    }
  };
}
