import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { createS3Storage, type S3Options } from '../modules/media/storage-s3.js';
import { bucketOrigin, contentSecurityPolicy, withStyleNonce } from './security-headers.js';

const keys = { accessKeyId: 'AKIAEXAMPLE', secretAccessKey: 'example-secret' };

/** The origin of the URLs the browser is really given: the AWS SDK's own pre-signed URLs. */
async function signedOrigins(options: S3Options) {
  const storage = createS3Storage({ ...options, ...keys });
  const upload = await storage.signUpload({
    key: 'media/u1/photo.png',
    contentType: 'image/png',
    size: 10,
    expiresAt: new Date(Date.now() + 600_000),
  });
  const download = await storage.signDownload('media/u1/photo.png', { contentType: 'image/png' });
  storage.client.destroy();
  return [new URL(upload.url).origin, new URL(download).origin];
}

describe('the S3 bucket origin matches the pre-signed URLs', () => {
  const cases: Array<[string, S3Options, string]> = [
    [
      'AWS, virtual-host style (the SDK default)',
      { bucket: 'nethub-files', region: 'eu-west-1', forcePathStyle: false },
      'https://nethub-files.s3.eu-west-1.amazonaws.com',
    ],
    [
      'AWS us-east-1',
      { bucket: 'nethub-files', region: 'us-east-1', forcePathStyle: false },
      'https://nethub-files.s3.us-east-1.amazonaws.com',
    ],
    [
      'AWS, path-style',
      { bucket: 'nethub-files', region: 'eu-west-1', forcePathStyle: true },
      'https://s3.eu-west-1.amazonaws.com',
    ],
    [
      'AWS, a bucket with dots (no virtual host over https)',
      { bucket: 'files.nethub.example', region: 'eu-west-1', forcePathStyle: false },
      'https://s3.eu-west-1.amazonaws.com',
    ],
    [
      'an S3-compatible endpoint, path-style (MinIO)',
      {
        bucket: 'nethub',
        region: 'us-east-1',
        endpoint: 'http://localhost:9000',
        forcePathStyle: true,
      },
      'http://localhost:9000',
    ],
    [
      'an S3-compatible endpoint, virtual-host style',
      {
        bucket: 'nethub',
        region: 'auto',
        endpoint: 'https://files.example.com',
        forcePathStyle: false,
      },
      'https://nethub.files.example.com',
    ],
    [
      'an endpoint with a port, virtual-host style',
      {
        bucket: 'nethub',
        region: 'us-east-1',
        endpoint: 'https://storage.example.com:8443',
        forcePathStyle: false,
      },
      'https://nethub.storage.example.com:8443',
    ],
    [
      'a bucket with dots on a plain-http endpoint (virtual host still works)',
      {
        bucket: 'files.nethub',
        region: 'us-east-1',
        endpoint: 'http://storage.internal:9000',
        forcePathStyle: false,
      },
      'http://files.nethub.storage.internal:9000',
    ],
    [
      'a bucket name that cannot be a host name (upper case)',
      {
        bucket: 'NetHub_Files',
        region: 'eu-west-1',
        forcePathStyle: false,
      },
      'https://s3.eu-west-1.amazonaws.com',
    ],
  ];

  it.each(cases)('%s', async (_name, options, origin) => {
    expect(bucketOrigin(options)).toBe(origin);
    expect(await signedOrigins(options)).toEqual([origin, origin]);
  });
});

describe('contentSecurityPolicy', () => {
  it('adds the bucket to connect-src, img-src and media-src, and nothing else changes', () => {
    const s3 = {
      bucket: 'nethub-files',
      region: 'eu-west-1',
      forcePathStyle: false,
    } satisfies S3Options;
    const bucket = 'https://nethub-files.s3.eu-west-1.amazonaws.com';
    const withS3 = contentSecurityPolicy({ s3 }).directives!;
    const without = contentSecurityPolicy({}).directives!;

    expect(withS3.connectSrc).toEqual(["'self'", bucket]);
    expect(withS3.imgSrc).toEqual(["'self'", 'data:', 'blob:', bucket]);
    expect(withS3.mediaSrc).toEqual(["'self'", bucket]);
    expect(without.connectSrc).toEqual(["'self'"]);
    expect(without.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(without.mediaSrc).toEqual(["'self'"]);
    for (const directives of [withS3, without]) {
      expect(directives.defaultSrc).toEqual(["'self'"]);
      expect(directives.scriptSrc).toEqual(["'self'"]);
      expect(directives.styleSrc).toEqual(["'self'"]);
    }
  });

  it('is what the app sends', async () => {
    const t = await createTestApp({
      s3: {
        bucket: 'nethub',
        region: 'us-east-1',
        endpoint: 'http://localhost:9000',
        forcePathStyle: true,
        ...keys,
      },
    });
    try {
      const header = (await t.app.inject({ url: '/api/v1/health/live' })).headers[
        'content-security-policy'
      ];
      const csp = new Map(
        String(header)
          .split(';')
          .map((d) => d.trim().split(' '))
          .map(([name, ...sources]) => [name, sources.join(' ')]),
      );
      expect(csp.get('connect-src')).toBe("'self' http://localhost:9000");
      expect(csp.get('style-src')).toBe("'self'");
      expect(csp.get('img-src')).toBe("'self' data: blob: http://localhost:9000");
      expect(csp.get('media-src')).toBe("'self' http://localhost:9000");
    } finally {
      await t.close();
    }
  });

  it("gives each web page a fresh style nonce, in the header and in index.html's meta", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'nethub-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Net Hub</title></head><body></body></html>',
    );
    const t = await createTestApp({ webDist });
    try {
      const nonces = [];
      for (const url of ['/login', '/login']) {
        const res = await t.app.inject({ url });
        const header = String(res.headers['content-security-policy']);
        const nonce = /style-src 'self' 'nonce-([0-9a-f]{32})'/.exec(header)?.[1];
        expect(nonce).toBeDefined();
        expect(res.body).toContain(`<head><meta property="csp-nonce" nonce="${nonce}">`);
        expect(header).not.toContain('unsafe-inline');
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
      // Never the raw file, which would have no nonce.
      expect((await t.app.inject({ url: '/index.html' })).body).not.toContain('<title>Net Hub');
      // The mailbox page's own <style> carries its response's nonce.
      const mailbox = await t.app.inject({ url: '/dev/mailbox' });
      const nonce = /'nonce-([0-9a-f]{32})'/.exec(
        /style-src [^;]*/.exec(String(mailbox.headers['content-security-policy']))![0],
      )?.[1];
      expect(mailbox.body).toContain(`<style nonce="${nonce}">`);
    } finally {
      await t.close();
    }
  });

  it("serves the build's files but not its metadata (.vite: source paths of every chunk)", async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'nethub-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head></html>');
    writeFileSync(path.join(webDist, 'assets', 'app.js'), 'export {};');
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), '{"src/main.tsx":{}}');
    writeFileSync(path.join(webDist, '.vite', 'modules.json'), '{"app.js":["src/main.tsx"]}');
    const t = await createTestApp({ webDist });
    try {
      expect((await t.app.inject({ url: '/assets/app.js' })).statusCode).toBe(200);
      for (const url of ['/.vite/manifest.json', '/.vite/modules.json', '/%2Evite/modules.json']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body, url).not.toContain('src/main.tsx');
      }
    } finally {
      await t.close();
    }
  });

  it('answers a page the build drew in advance with its own HTML, every other page with index.html', async () => {
    const webDist = mkdtempSync(path.join(tmpdir(), 'nethub-web-'));
    mkdirSync(path.join(webDist, '.prerendered'));
    writeFileSync(path.join(webDist, 'index.html'), '<html><head></head><body>app</body></html>');
    writeFileSync(
      path.join(webDist, '.prerendered', 'login.html'),
      '<html><head></head><body>sign in</body></html>',
    );
    writeFileSync(
      path.join(webDist, '.prerendered', 'home.html'),
      '<html><head></head><body>dashboard</body></html>',
    );
    const t = await createTestApp({ webDist });
    try {
      const login = await t.app.inject({ url: '/login?prevUrl=%2Fleads' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toMatch(/^<html><head><meta property="csp-nonce" nonce="[0-9a-f]{32}">/);
      expect(login.body).toContain('sign in');
      for (const url of ['/', '/?tab=2']) {
        expect((await t.app.inject({ url })).body, url).toContain('dashboard');
      }
      for (const url of ['/sign-up', '/login/x', '/.prerendered/login.html', '/nowhere', '/home']) {
        const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
        expect(res.body, url).not.toContain('sign in');
        expect(res.body, url).not.toContain('dashboard');
      }
      expect((await t.app.inject({ url: '/sign-up' })).body).toContain('app');
    } finally {
      await t.close();
    }
  });

  it('puts the nonce meta first in the head', () => {
    expect(withStyleNonce('<html><HEAD><title>x</title></HEAD>', 'abc')).toBe(
      '<html><HEAD><meta property="csp-nonce" nonce="abc"><title>x</title></HEAD>',
    );
  });
});
