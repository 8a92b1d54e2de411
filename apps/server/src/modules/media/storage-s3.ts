import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { HEAD_BYTES } from './content-check.js';
import { downloadExpiry, type FileStorage } from './storage.js';

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

const DAY_MS = 86_400_000;
const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** S3 or any S3-compatible store: the browser talks to the bucket through pre-signed URLs. */
export function createS3Storage(options: S3Options): FileStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
  });
  const Bucket = options.bucket;
  return {
    kind: 's3',
    client,
    async signUpload({ key, contentType, size, expiresAt }) {
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        ContentLength: size,
      });
      const expiresIn = Math.max(1, Math.round((expiresAt.getTime() - Date.now()) / 1000));
      return {
        url: await getSignedUrl(client, command, { expiresIn }),
        headers: { 'content-type': contentType },
      };
    },
    async signDownload(key, { contentType, fileName }) {
      const command = new GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: fileName
          ? `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`
          : undefined,
      });
      // Signed as of the start of the day, so the URL (and the browser's cache of it) is stable all day.
      const signingDate = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS);
      const expiresIn = Math.round((downloadExpiry() - signingDate.getTime()) / 1000);
      return getSignedUrl(client, command, { expiresIn, signingDate });
    },
    async sizeOf(key) {
      try {
        return (await client.send(new HeadObjectCommand({ Bucket, Key: key }))).ContentLength;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async readHead(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${HEAD_BYTES - 1}` }),
        );
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
    },
  };
}
