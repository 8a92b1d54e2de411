import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'nethub-config-'));
const secret = 'a-production-secret-of-forty-characters!';
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://nethub.example.com',
  JWT_SECRET: secret,
} as const;

/** The message loadConfig stops the start with, or undefined when it starts. */
const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...env });
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe('doors closed by default', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('keeps the development mailbox to loopback unless DEV_MAILBOX=open', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).devMailbox).toBe('loopback');
    expect(loadConfig({ DATA_DIR: dataDir(), DEV_MAILBOX: 'open' }).devMailbox).toBe('open');
    expect(refusal({ DEV_MAILBOX: 'yes' })).toMatch(/DEV_MAILBOX/);
  });
});

describe('production defaults', () => {
  it('seeds the demo accounts only when asked for, in production', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...production }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), ...production, SEED_DEMO: 'true' }).seedDemo).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'test' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('needs PUBLIC_URL and JWT_SECRET in production, and names both', () => {
    expect(refusal({ NODE_ENV: 'production' })).toBe(
      [
        'Invalid configuration:',
        '  PUBLIC_URL: required in production (the address members use; links in mail)',
        '  JWT_SECRET: required in production (shared by every instance, at least 32 characters)',
      ].join('\n'),
    );
    expect(refusal({ ...production, PUBLIC_URL: undefined })).toMatch(/^ {2}PUBLIC_URL: required/m);
    expect(refusal({ ...production, JWT_SECRET: undefined })).toMatch(/^ {2}JWT_SECRET: required/m);
    expect(refusal(production)).toBeUndefined();
    // Outside production the embedded defaults still start with nothing set.
    expect(refusal({})).toBeUndefined();
  });
});

describe('settings that only work together (every environment)', () => {
  const vapidKey = 'B'.repeat(40);

  it('refuses one VAPID key without the other', () => {
    expect(refusal({ VAPID_PUBLIC_KEY: vapidKey })).toBe(
      'Invalid configuration:\n  VAPID_PRIVATE_KEY: required with VAPID_PUBLIC_KEY (Web Push needs both keys)',
    );
    expect(refusal({ ...production, VAPID_PRIVATE_KEY: vapidKey })).toMatch(
      /VAPID_PUBLIC_KEY: required with VAPID_PRIVATE_KEY/,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir(), VAPID_PUBLIC_KEY: vapidKey, VAPID_PRIVATE_KEY: vapidKey })
        .vapid,
    ).toMatchObject({ publicKey: vapidKey, privateKey: vapidKey });
  });

  it('refuses an S3 key id without its secret, and the reverse', () => {
    const bucket = { S3_BUCKET: 'nethub-files' };
    expect(refusal({ ...bucket, S3_ACCESS_KEY_ID: 'AKIA' })).toBe(
      'Invalid configuration:\n  S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID',
    );
    expect(refusal({ ...bucket, S3_SECRET_ACCESS_KEY: 'secret' })).toBe(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY',
    );
    // No keys at all: the SDK's own credential chain (instance role, AWS_* variables).
    expect(refusal(bucket)).toBeUndefined();
  });

  it('refuses S3 settings without S3_BUCKET rather than keeping files on local disk', () => {
    expect(
      refusal({
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }),
    ).toBe(
      'Invalid configuration:\n  S3_BUCKET: required with S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (files would stay on local disk)',
    );
    expect(refusal({ S3_REGION: 'eu-west-1' })).toMatch(/S3_BUCKET: required with S3_REGION/);
    expect(
      loadConfig({
        DATA_DIR: dataDir(),
        S3_BUCKET: 'nethub-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toMatchObject({
      bucket: 'nethub-files',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
  });

  it('lists every missing variable in one message', () => {
    const message = refusal({
      NODE_ENV: 'production',
      VAPID_PUBLIC_KEY: vapidKey,
      S3_ACCESS_KEY_ID: 'AKIA',
    })!;
    expect(message.split('\n').map((line) => line.trim().split(':')[0])).toEqual([
      'Invalid configuration',
      'PUBLIC_URL',
      'JWT_SECRET',
      'VAPID_PRIVATE_KEY',
      'S3_SECRET_ACCESS_KEY',
      'S3_BUCKET',
    ]);
  });
});
