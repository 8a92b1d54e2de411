import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Options } from './modules/media/storage-s3.js';
import { serverPath } from './paths.js';

const urlWithProtocols = (...protocols: string[]) =>
  z
    .string()
    .url()
    .refine((value) => protocols.some((p) => value.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Loopback unless told otherwise; the container image sets 0.0.0.0. */
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: urlWithProtocols('postgres', 'postgresql').optional(),
  REDIS_URL: urlWithProtocols('redis', 'rediss').optional(),
  SMTP_URL: urlWithProtocols('smtp', 'smtps').optional(),
  MAIL_FROM: z.string().default('Net Hub <no-reply@nethub.local>'),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Demo accounts (their password is in the README): on by default, except in production. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** Who may read the development mailbox (never served in production). */
  DEV_MAILBOX: z.enum(['loopback', 'open']).default('loopback'),
  WEB_DIST: z.string().optional(),
  CONTACT_FORWARD_URL: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  VAPID_PUBLIC_KEY: z.string().min(20).optional(),
  VAPID_PRIVATE_KEY: z.string().min(20).optional(),
  VAPID_SUBJECT: z.string().default('mailto:no-reply@nethub.local'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_URL: z.string().url().optional(),
  RATE_LIMIT_GLOBAL: z.coerce.number().int().min(0).default(1200),
  RATE_LIMITS: z.enum(['on', 'off']).default('on'),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(10),
  SUGGESTIONS_KEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  // Operations: metrics access, graceful shutdown.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  // PostgreSQL pool, timeouts and start-up migrations (README "Configuration").
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(1).default(1500),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(15_000),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).optional(),
  MIGRATE_ON_START: z.enum(['true', 'false']).default('true'),
  DATABASE_PREPARE: z.enum(['on', 'off']).default('on'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  jwtSecret: string;
  logLevel: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /**
   * The development mailbox (outside production, without SMTP): 'loopback' answers clients on
   * this machine only; 'open' answers anyone who reaches the server (an operator's choice).
   */
  devMailbox: 'loopback' | 'open';
  webDist: string;
  contactForwardUrl?: string;
  /** S3-compatible file storage; local disk under DATA_DIR/files when absent. */
  s3?: S3Options;
  /** Web Push (VAPID) keys: notifications also reach members' browsers when set. */
  vapid?: { publicKey: string; privateKey: string; subject: string };
  /** Stripe Checkout; the built-in test checkout when absent. */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  /** Per-route limits on sign-in, sign-up, reset and resend. */
  rateLimits: boolean;
  /** Requests per minute per client address on the whole API; 0 turns it off. */
  rateLimitGlobal: number;
  /** The durable job queue: first retry (and backoff base) and attempts before a job fails. */
  jobs: { retryDelaySeconds: number; retryLimit: number };
  /** Bearer token a scraper must send to /api/v1/metrics; without it only loopback is answered. */
  metricsToken?: string;
  /** After SIGTERM: how long readiness answers 503 before the server stops taking requests. */
  shutdownDrainMs: number;
  /** PostgreSQL pool size and timeouts in ms (0: none; query: statement timeout + 1 s). */
  database: {
    poolSize: number;
    connectTimeoutMs: number;
    statementTimeoutMs: number;
    queryTimeoutMs?: number;
    prepareStatements: boolean;
  };
  /** Migrate (and seed) at start; false where migrations run as a release step. */
  migrateOnStart: boolean;
  /** How long a member's "who to meet next" candidates are kept per instance (0: never). */
  suggestionsKeepMs: number;
  /** Tests only: how long a session's standing is cached (ADR 012 and 039; default 5 s or 60 s). */
  sessionCacheMs?: number;
  /** Tests only: how often connected sockets' sessions are asked again (default 30 s). */
  sessionRecheckMs?: number;
  /**
   * Tests only: 'minimum' hashes passwords at argon2's lowest cost so that test members cost
   * microseconds. Never read from the environment: production always hashes at full strength.
   */
  passwordHashCost?: 'minimum';
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value stops the start naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const missing = incompleteSettings(e, env);
  if (missing.length) throw new ConfigError(`Invalid configuration:\n${missing.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    logLevel: e.LOG_LEVEL,
    seedDemo: (e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    trustProxy: e.TRUST_PROXY === 'true',
    devMailbox: e.DEV_MAILBOX,
    webDist: path.resolve(e.WEB_DIST ?? serverPath('../web/dist')),
    contactForwardUrl: e.CONTACT_FORWARD_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined,
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
          }
        : undefined,
    stripe: stripeConfig(e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET, e.STRIPE_API_URL),
    rateLimits: e.RATE_LIMITS === 'on',
    rateLimitGlobal: e.RATE_LIMIT_GLOBAL,
    jobs: { retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS, retryLimit: e.JOB_RETRY_LIMIT },
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0),
    database: {
      poolSize: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
      prepareStatements: e.DATABASE_PREPARE === 'on',
    },
    migrateOnStart: e.MIGRATE_ON_START === 'true',
    suggestionsKeepMs: e.SUGGESTIONS_KEEP_SECONDS * 1000,
  };
}

/**
 * Settings that only work together, and what production cannot guess: one line per missing
 * variable, in the same style as a bad value. Production needs its public address (links in
 * mail, cookies) and a shared JWT secret (several instances, restarts on a fresh disk).
 */
function incompleteSettings(e: z.infer<typeof envSchema>, env: NodeJS.ProcessEnv): string[] {
  const lines: string[] = [];
  const need = (name: string, why: string) => lines.push(`  ${name}: ${why}`);
  if (e.NODE_ENV === 'production') {
    if (!e.PUBLIC_URL)
      need('PUBLIC_URL', 'required in production (the address members use; links in mail)');
    if (!e.JWT_SECRET)
      need(
        'JWT_SECRET',
        'required in production (shared by every instance, at least 32 characters)',
      );
  }
  if (e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY)
    need('VAPID_PRIVATE_KEY', 'required with VAPID_PUBLIC_KEY (Web Push needs both keys)');
  if (e.VAPID_PRIVATE_KEY && !e.VAPID_PUBLIC_KEY)
    need('VAPID_PUBLIC_KEY', 'required with VAPID_PRIVATE_KEY (Web Push needs both keys)');
  if (e.S3_ACCESS_KEY_ID && !e.S3_SECRET_ACCESS_KEY)
    need('S3_SECRET_ACCESS_KEY', 'required with S3_ACCESS_KEY_ID');
  if (e.S3_SECRET_ACCESS_KEY && !e.S3_ACCESS_KEY_ID)
    need('S3_ACCESS_KEY_ID', 'required with S3_SECRET_ACCESS_KEY');
  const s3Settings = [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_FORCE_PATH_STYLE',
  ].filter((name) => env[name]);
  if (!e.S3_BUCKET && s3Settings.length)
    need('S3_BUCKET', `required with ${s3Settings.join(', ')} (files would stay on local disk)`);
  return lines;
}

function stripeConfig(secretKey?: string, webhookSecret?: string, apiUrl?: string) {
  if (!secretKey) return undefined;
  if (!webhookSecret)
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with STRIPE_SECRET_KEY (webhooks are signature-checked)',
    );
  return { secretKey, webhookSecret, apiUrl };
}

/**
 * Without JWT_SECRET a random secret is kept in DATA_DIR so sessions survive restarts of a
 * single embedded instance. Several instances must share JWT_SECRET.
 */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
