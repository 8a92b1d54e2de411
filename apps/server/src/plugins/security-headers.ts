import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config.js';
import type { S3Options } from '../modules/media/storage-s3.js';

/**
 * The Content-Security-Policy, built from the configuration: with files on S3 the browser PUTs
 * uploads to, and loads images and media from, the bucket's own origin (pre-signed URLs), so
 * that origin joins connect-src, img-src and media-src. Without S3 files are served by the app
 * itself ('self').
 */
export function contentSecurityPolicy(
  config: Pick<Config, 's3'>,
): Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined> {
  const files = config.s3 ? [bucketOrigin(config.s3)] : [];
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...files],
      mediaSrc: ["'self'", ...files],
      connectSrc: ["'self'", 'ws:', 'wss:', ...files],
      upgradeInsecureRequests: null,
    },
  };
}

/**
 * The origin of the pre-signed URLs storage-s3.ts hands out, the way the AWS SDK builds them:
 * path-style (`S3_FORCE_PATH_STYLE=true`) puts the bucket in the path, so the origin is the
 * endpoint's; virtual-host style puts it in the host name (`<bucket>.<endpoint host>`, or
 * `<bucket>.s3.<region>.amazonaws.com` on AWS). A bucket name that cannot be a host label
 * (upper case, underscores, or dots over https: the certificate would not match) makes the SDK
 * fall back to path-style.
 */
export function bucketOrigin(
  s3: Pick<S3Options, 'bucket' | 'region' | 'endpoint' | 'forcePathStyle'>,
) {
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  if (s3.forcePathStyle || !isVirtualHostable(s3.bucket, endpoint.protocol)) return endpoint.origin;
  return `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`;
}

function isVirtualHostable(bucket: string, protocol: string) {
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) return false;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(bucket) || /\.\.|\.-|-\./.test(bucket)) return false;
  return !(protocol === 'https:' && bucket.includes('.'));
}
