import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInMember, type TestApp } from '../../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 7),
]);
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 32)]);
const PADDING = Buffer.alloc(200, 7);

const api = (
  member: Member,
  method: 'GET' | 'POST' | 'DELETE' | 'PUT',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: member.headers, payload });

async function presign(
  member: Member,
  file: { fileName: string; contentType: string; size: number; type: string },
) {
  return api(member, 'POST', '/media/get-presigned-url', file);
}

async function upload(
  member: Member,
  bytes: Buffer,
  file: { fileName: string; contentType: string; type: string },
) {
  const grant = (await presign(member, { ...file, size: bytes.length })).json().data;
  const put = await t.app.inject({
    method: 'PUT',
    url: grant.url,
    headers: grant.headers,
    payload: bytes,
  });
  return { grant, put };
}

async function uploadAndConfirm(
  member: Member,
  bytes: Buffer,
  file: { fileName: string; contentType: string; type: string },
) {
  const { grant, put } = await upload(member, bytes, file);
  expect(put.statusCode).toBe(204);
  const created = await api(member, 'POST', '/media', { pathname: grant.pathname });
  expect(created.statusCode).toBe(201);
  return created.json().data;
}

describe('the upload flow', () => {
  it('presigns, takes the bytes, confirms, lists with tab counts and serves the file back', async () => {
    const member = await signedInMember(t);
    const doc = await uploadAndConfirm(member, PDF, {
      fileName: 'Proposal Q3.pdf',
      contentType: 'application/pdf',
      type: 'DOCUMENT',
    });
    expect(doc).toMatchObject({
      name: 'Proposal Q3.pdf',
      type: 'DOCUMENT',
      contentType: 'application/pdf',
      size: PDF.length,
      ownerId: member.user._id,
    });
    await uploadAndConfirm(member, PNG, {
      fileName: 'logo.png',
      contentType: 'image/png',
      type: 'IMAGE',
    });

    const list = (await api(member, 'GET', '/media')).json().data;
    expect(list).toMatchObject({
      totalRows: 1,
      tabs: { DOCUMENT: 1, IMAGE: 1, AUDIO: 0, VIDEO: 0, THUMBNAIL: 0 },
    });
    expect(
      (await api(member, 'GET', '/media?type=IMAGE&textSearch=LOGO')).json().data.rows[0].name,
    ).toBe('logo.png');
    expect(
      (await api(member, 'GET', '/media?type=IMAGE&textSearch=nothing')).json().data.totalRows,
    ).toBe(0);

    const download = await t.app.inject({ url: doc.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('Proposal Q3.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses wrong types and oversize files at presign, with a clear message', async () => {
    const member = await signedInMember(t);
    const exe = await presign(member, {
      fileName: 'setup.exe',
      contentType: 'application/x-msdownload',
      size: 10,
      type: 'DOCUMENT',
    });
    expect([exe.statusCode, exe.json().message]).toEqual([400, 'FILE_TYPE_NOT_ALLOWED']);
    expect(exe.json().details.message).toBe('This file type is not accepted for documents.');
    const huge = await presign(member, {
      fileName: 'big.png',
      contentType: 'image/png',
      size: 11 * 1024 * 1024,
      type: 'IMAGE',
    });
    expect([huge.statusCode, huge.json().message]).toEqual([413, 'FILE_TOO_LARGE']);
    expect(huge.json().details.message).toBe('The file is too large: 10 MB at most for images.');
    expect(
      (
        await presign(member, { fileName: 'x', contentType: 'image/png', size: 0, type: 'IMAGE' })
      ).json().message,
    ).toBe('VALIDATION_ERROR');
  });

  it('refuses bytes that exceed the declared size, lie about their type, or carry a bad signature', async () => {
    const member = await signedInMember(t);
    const grant = (
      await presign(member, {
        fileName: 'a.png',
        contentType: 'image/png',
        size: 50,
        type: 'IMAGE',
      })
    ).json().data;
    const tooBig = await t.app.inject({
      method: 'PUT',
      url: grant.url,
      headers: grant.headers,
      payload: PNG,
    });
    expect([tooBig.statusCode, tooBig.json().message]).toEqual([413, 'FILE_TOO_LARGE']);

    const { put: fake } = await upload(member, PDF, {
      fileName: 'fake.png',
      contentType: 'image/png',
      type: 'IMAGE',
    });
    expect([fake.statusCode, fake.json().message]).toEqual([415, 'FILE_TYPE_NOT_ALLOWED']);

    const other = (
      await presign(member, {
        fileName: 'b.png',
        contentType: 'image/png',
        size: PNG.length,
        type: 'IMAGE',
      })
    ).json().data;
    const wrongHeader = await t.app.inject({
      method: 'PUT',
      url: other.url,
      headers: { 'content-type': 'image/gif' },
      payload: PNG,
    });
    expect(wrongHeader.statusCode).toBe(415);
    const tampered = await t.app.inject({
      method: 'PUT',
      url: other.url.replace(/key=[^&]+/, 'key=media%2Fsomeone%2Fx.png'),
      headers: other.headers,
      payload: PNG,
    });
    expect(tampered.statusCode).toBe(403);
    const escape = await t.app.inject({
      url: '/api/v1/files/download?key=..%2F..%2Fjwt-secret&expires=99999999999999&sig=x',
    });
    expect(escape.statusCode).toBe(403);
    expect((await api(member, 'POST', '/media', { pathname: other.pathname })).json().message).toBe(
      'UPLOAD_NOT_FOUND',
    );
  });

  it('checks audio, video, Office and WebP uploads against their content', async () => {
    const member = await signedInMember(t);
    const le32 = (n: number) => Buffer.from([n & 0xff, (n >> 8) & 0xff, 0, 0]);
    const WAV = Buffer.concat([Buffer.from('RIFF'), le32(300), Buffer.from('WAVEfmt '), PADDING]);
    const WEBP = Buffer.concat([Buffer.from('RIFF'), le32(300), Buffer.from('WEBPVP8 '), PADDING]);
    const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), PADDING]);
    const DOCX = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(22),
      Buffer.from([19, 0, 0, 0]),
      Buffer.from('[Content_Types].xml'),
      PADDING,
    ]);
    const ZIP = Buffer.concat([DOCX.subarray(0, 30), Buffer.from('notes/readme.txt'), PADDING]);
    const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), PADDING]);
    const accepted: Array<[Buffer, string, string]> = [
      [WAV, 'audio/wav', 'AUDIO'],
      [WEBP, 'image/webp', 'IMAGE'],
      [MP4, 'video/mp4', 'VIDEO'],
      [DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'DOCUMENT'],
      [DOC, 'application/msword', 'DOCUMENT'],
    ];
    for (const [bytes, contentType, type] of accepted) {
      await uploadAndConfirm(member, bytes, { fileName: 'file', contentType, type });
    }
    const refused: Array<[Buffer, string, string]> = [
      [WAV, 'image/webp', 'IMAGE'], // RIFF alone is not WebP
      [WEBP, 'audio/wav', 'AUDIO'],
      [PDF, 'audio/mpeg', 'AUDIO'],
      [PNG, 'video/webm', 'VIDEO'],
      [ZIP, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'DOCUMENT'],
      [PNG, 'application/vnd.ms-excel', 'DOCUMENT'],
      [PNG, 'text/csv', 'DOCUMENT'],
    ];
    for (const [bytes, contentType, type] of refused) {
      const { put } = await upload(member, bytes, { fileName: 'file', contentType, type });
      expect([contentType, put.statusCode, put.json().message]).toEqual([
        contentType,
        415,
        'FILE_TYPE_NOT_ALLOWED',
      ]);
    }
  });

  it('answers 413 FILE_TOO_LARGE at confirmation for more bytes than were granted', async () => {
    const member = await signedInMember(t);
    const grant = (
      await presign(member, {
        fileName: 'a.png',
        contentType: 'image/png',
        size: 20,
        type: 'IMAGE',
      })
    ).json().data;
    // As a store that does not enforce the signed length would keep them.
    const stored = path.join(t.config.dataDir, 'files', grant.pathname);
    await mkdir(path.dirname(stored), { recursive: true });
    await writeFile(stored, PNG);
    const created = await api(member, 'POST', '/media', { pathname: grant.pathname });
    expect([created.statusCode, created.json().message]).toEqual([413, 'FILE_TOO_LARGE']);
    await expect(stat(stored)).rejects.toThrow();
    expect((await api(member, 'POST', '/media', { pathname: grant.pathname })).json().message).toBe(
      'UPLOAD_NOT_FOUND',
    );
  });

  it('streams a 20 MB upload to disk as it arrives, never holding it whole', async () => {
    const member = await signedInMember(t);
    const size = 20 * 1024 * 1024;
    const grant = (
      await presign(member, {
        fileName: 'board-pack.pdf',
        contentType: 'application/pdf',
        size,
        type: 'DOCUMENT',
      })
    ).json().data;
    const partFile = path.join(t.config.dataDir, 'files', `${grant.pathname}.part`);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const chunk = Buffer.alloc(64 * 1024, 32);
    chunk.write('%PDF-');
    let sent = 0;
    let resume!: () => void;
    const halfway = new Promise<void>((resolve) => (resume = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent === size / 2) await halfway;
        const next = Math.min(chunk.length, size - sent);
        if (next <= 0) return controller.close();
        controller.enqueue(new Uint8Array(chunk.subarray(0, next)));
        chunk.fill(32, 0, 5);
        sent += next;
      },
    });
    const request = fetch(`${address}${grant.url}`, {
      method: 'PUT',
      headers: grant.headers,
      body,
      duplex: 'half',
    } as RequestInit);
    // With half the bytes sent, the server has already written most of them to disk.
    await expect
      .poll(
        () =>
          stat(partFile).then(
            (s) => s.size,
            () => 0,
          ),
        { timeout: 10_000 },
      )
      .toBeGreaterThan(size / 4);
    resume();
    expect((await request).status).toBe(204);
    const confirmed = (await api(member, 'POST', '/media', { pathname: grant.pathname })).json()
      .data;
    expect(confirmed.size).toBe(size);
  });
});

describe('ownership', () => {
  it("never shows, confirms or deletes another member's media", async () => {
    const owner = await signedInMember(t);
    const stranger = await signedInMember(t);
    const { grant } = await upload(owner, PNG, {
      fileName: 'mine.png',
      contentType: 'image/png',
      type: 'IMAGE',
    });
    expect((await api(stranger, 'POST', '/media', { pathname: grant.pathname })).statusCode).toBe(
      404,
    );
    const item = (await api(owner, 'POST', '/media', { pathname: grant.pathname })).json().data;
    expect((await api(owner, 'POST', '/media', { pathname: grant.pathname })).statusCode).toBe(404);
    expect((await api(stranger, 'GET', `/media/${item._id}`)).statusCode).toBe(404);
    expect((await api(stranger, 'DELETE', `/media/${item._id}`)).statusCode).toBe(404);
    expect((await api(stranger, 'GET', '/media?type=IMAGE')).json().data.totalRows).toBe(0);
    expect(
      (
        await api(
          stranger,
          'GET',
          `/media/network-directory?networkDirectoryId=${crypto.randomUUID()}`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await api(owner, 'DELETE', `/media/${item._id}`)).statusCode).toBe(200);
    expect((await api(owner, 'GET', `/media/${item._id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: item.url })).statusCode).toBe(404);
  });

  it('uses an own image as the avatar, which counts toward the profile rating', async () => {
    const member = await signedInMember(t);
    const other = await signedInMember(t);
    const image = await uploadAndConfirm(member, PNG, {
      fileName: 'me.png',
      contentType: 'image/png',
      type: 'IMAGE',
    });
    const doc = await uploadAndConfirm(member, PDF, {
      fileName: 'cv.pdf',
      contentType: 'application/pdf',
      type: 'DOCUMENT',
    });
    expect(
      (await api(member, 'PUT', '/users/profile', { avatarMediaId: doc._id })).statusCode,
    ).toBe(404);
    expect(
      (await api(other, 'PUT', '/users/profile', { avatarMediaId: image._id })).statusCode,
    ).toBe(404);
    const saved = (await api(member, 'PUT', '/users/profile', { avatarMediaId: image._id })).json()
      .data;
    expect(saved.profile.avatarUrl).toContain('/api/v1/files/download?');
    expect(saved.rating.missing).not.toContain('Photo');
    expect((await t.app.inject({ url: saved.profile.avatarUrl })).statusCode).toBe(200);
    const cleared = (await api(member, 'PUT', '/users/profile', { clear: ['avatar'] })).json().data;
    expect(cleared.profile.avatarUrl).toBeNull();
    await api(member, 'PUT', '/users/profile', { avatarMediaId: image._id });
    await api(member, 'DELETE', `/media/${image._id}`);
    expect((await api(member, 'GET', '/users/profile')).json().data.profile.avatarUrl).toBeNull();
  });
});
