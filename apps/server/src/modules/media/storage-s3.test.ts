import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(100, 1),
]);
let s3: S3rver;
let t: TestApp;

beforeAll(async () => {
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'nethub-s3-')),
    configureBuckets: [{ name: 'nethub-media', configs: [] }],
  });
  const { port } = (await s3.run()) as AddressInfo;
  t = await createTestApp({
    s3: {
      bucket: 'nethub-media',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await s3.close();
});

it('uploads through a pre-signed S3 URL, confirms, and downloads through a signed URL', async () => {
  const member = await signedInMember(t);
  const grant = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/get-presigned-url',
      headers: member.headers,
      payload: { fileName: 'team.png', contentType: 'image/png', size: PNG.length, type: 'IMAGE' },
    })
  ).json().data;
  expect(grant.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/nethub-media\/media\//);
  expect(grant.url).toContain('X-Amz-Signature=');
  const put = await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: PNG });
  expect(put.status).toBe(200);

  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: member.headers,
    payload: { pathname: grant.pathname },
  });
  expect(created.statusCode).toBe(201);
  const item = created.json().data;
  expect(item).toMatchObject({ size: PNG.length, contentType: 'image/png' });
  const download = await fetch(item.url);
  expect(download.status).toBe(200);
  expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
  expect((await t.app.inject({ url: '/api/v1/files/download?key=x' })).statusCode).toBe(404);
});

it('refuses at confirmation bytes that do not match the declared type, and removes them', async () => {
  const member = await signedInMember(t);
  const fake = Buffer.from('definitely not a png file');
  const grant = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/get-presigned-url',
      headers: member.headers,
      payload: { fileName: 'x.png', contentType: 'image/png', size: fake.length, type: 'IMAGE' },
    })
  ).json().data;
  await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: fake });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: member.headers,
    payload: { pathname: grant.pathname },
  });
  expect([created.statusCode, created.json().message]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);
  const again = await t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: member.headers,
    payload: { pathname: grant.pathname },
  });
  expect(again.json().message).toBe('UPLOAD_NOT_FOUND');
});

it('stores a data archive the server built, with the uploads read back from S3 (ADR 024)', async () => {
  const member = await signedInMember(t);
  const grant = (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/media/get-presigned-url',
      headers: member.headers,
      payload: { fileName: 'team.png', contentType: 'image/png', size: PNG.length, type: 'IMAGE' },
    })
  ).json().data;
  await fetch(grant.url, { method: 'PUT', headers: grant.headers, body: PNG });
  await t.app.inject({
    method: 'POST',
    url: '/api/v1/media',
    headers: member.headers,
    payload: { pathname: grant.pathname },
  });

  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/exports',
    headers: member.headers,
  });
  expect(asked.json().data).toMatchObject({ status: 'ready' });
  const link = await t.app.inject({
    url: `/api/v1/account/exports/${asked.json().data._id}/download`,
    headers: member.headers,
  });
  const { url } = link.json().data as { url: string };
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/nethub-media\/exports\//);
  const archive = Buffer.from(await (await fetch(url)).arrayBuffer());
  expect(archive.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  // The upload is in it, stored uncompressed: its bytes appear as they are.
  expect(archive.includes(PNG)).toBe(true);
});
