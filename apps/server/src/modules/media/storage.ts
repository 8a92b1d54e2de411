import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { API_PREFIX } from '@nethub/contract';
import { HEAD_BYTES, matchesSignature } from './content-check.js';

export { matchesSignature } from './content-check.js';

export type UploadGrant = { key: string; contentType: string; size: number; expiresAt: Date };
export type SignedUpload = { url: string; headers: Record<string, string> };

/**
 * Where files live. Keys are always made by the server. The embedded default keeps files on
 * local disk behind HMAC-signed, expiring URLs served by this app; S3 uses pre-signed URLs.
 */
export interface FileStorage {
  kind: 'local' | 's3';
  signUpload(grant: UploadGrant): Promise<SignedUpload>;
  signDownload(key: string, file: { contentType: string; fileName?: string }): Promise<string>;
  /** Size in bytes of a stored object, or undefined when nothing is stored under the key. */
  sizeOf(key: string): Promise<number | undefined>;
  /** The first HEAD_BYTES bytes of a stored object, to check them against its declared type. */
  readHead(key: string): Promise<Buffer | undefined>;
  remove(key: string): Promise<void>;
  /** Stores a file the server made itself (the demo seed's pictures): no upload grant. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
}

export class UploadRejected extends Error {
  constructor(readonly reason: 'TOO_LARGE' | 'WRONG_TYPE' | 'EXPIRED' | 'BAD_SIGNATURE') {
    super(reason);
  }
}

const DAY_MS = 86_400_000;
/**
 * Download links expire at the end of the next UTC day: long enough for a session, and stable
 * within a day so browsers cache avatars and thumbnails.
 */
export const downloadExpiry = (now = Date.now()) => Math.floor(now / DAY_MS) * DAY_MS + 2 * DAY_MS;

export function createLocalStorage(
  rootDir: string,
  secret: string,
): FileStorage & {
  receive(
    query: Record<string, string | undefined>,
    contentType: string | undefined,
    body: Readable,
  ): Promise<void>;
  openDownload(
    query: Record<string, string | undefined>,
  ): Promise<{ stream: Readable; size: number; contentType: string; fileName?: string }>;
} {
  const sign = (parts: string[]) =>
    createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
  const verify = (parts: string[], sig: string | undefined) => {
    const expected = Buffer.from(sign(parts));
    const given = Buffer.from(sig ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const fileOf = (key: string) => {
    const full = path.resolve(rootDir, key);
    if (!full.startsWith(path.resolve(rootDir) + path.sep))
      throw new UploadRejected('BAD_SIGNATURE');
    return full;
  };
  const checkExpiry = (expires: string | undefined) => {
    if (!expires || Number(expires) < Date.now()) throw new UploadRejected('EXPIRED');
  };

  return {
    kind: 'local',
    async signUpload({ key, contentType, size, expiresAt }) {
      const expires = String(expiresAt.getTime());
      const sig = sign(['PUT', key, expires, contentType, String(size)]);
      const query = new URLSearchParams({ key, expires, ct: contentType, size: String(size), sig });
      return {
        url: `${API_PREFIX}/files/upload?${query}`,
        headers: { 'content-type': contentType },
      };
    },
    async signDownload(key, { contentType, fileName }) {
      const expires = String(downloadExpiry());
      const sig = sign(['GET', key, expires, contentType, fileName ?? '']);
      const query = new URLSearchParams({
        key,
        expires,
        ct: contentType,
        sig,
        ...(fileName ? { name: fileName } : {}),
      });
      return `${API_PREFIX}/files/download?${query}`;
    },
    async sizeOf(key) {
      return stat(fileOf(key)).then(
        (s) => s.size,
        () => undefined,
      );
    },
    async readHead(key) {
      const handle = await open(fileOf(key)).catch(() => undefined);
      if (!handle) return undefined;
      try {
        const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async put(key, body) {
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, body);
    },

    /** Streams an upload to disk: signature, expiry, content type, size and leading bytes checked. */
    async receive(query, contentType, body) {
      const { key = '', expires, ct = '', size = '', sig } = query;
      if (!verify(['PUT', key, expires ?? '', ct, size], sig))
        throw new UploadRejected('BAD_SIGNATURE');
      checkExpiry(expires);
      if ((contentType ?? '').split(';')[0]!.trim().toLowerCase() !== ct)
        throw new UploadRejected('WRONG_TYPE');
      const limit = Number(size);
      const target = fileOf(key);
      const partial = `${target}.part`;
      await mkdir(path.dirname(target), { recursive: true });
      let received = 0;
      let head = Buffer.alloc(0);
      const guard = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          received += chunk.length;
          if (received > limit) return callback(new UploadRejected('TOO_LARGE'));
          // The leading bytes are checked as soon as they are all in, before the rest is kept.
          if (head.length < HEAD_BYTES) {
            head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
            if (head.length === HEAD_BYTES && !matchesSignature(ct, head))
              return callback(new UploadRejected('WRONG_TYPE'));
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(body, guard, createWriteStream(partial));
        if (!matchesSignature(ct, head)) throw new UploadRejected('WRONG_TYPE');
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async openDownload(query) {
      const { key = '', expires, sig, name, ct = '' } = query;
      if (!verify(['GET', key, expires ?? '', ct, name ?? ''], sig))
        throw new UploadRejected('BAD_SIGNATURE');
      checkExpiry(expires);
      const full = fileOf(key);
      const info = await stat(full);
      return { stream: createReadStream(full), size: info.size, contentType: ct, fileName: name };
    },
  };
}
export type LocalStorage = ReturnType<typeof createLocalStorage>;
