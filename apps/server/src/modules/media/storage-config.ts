import path from 'node:path';
import { createLocalStorage, type FileStorage } from './storage.js';
import { createS3Storage, type S3Options } from './storage-s3.js';

/** The storage the configuration names: S3 when a bucket is set, else files under DATA_DIR. */
export async function storageFromConfig(config: {
  s3?: S3Options;
  dataDir: string;
  jwtSecret: string;
}): Promise<FileStorage> {
  if (config.s3) return createS3Storage(config.s3);
  return createLocalStorage(path.join(config.dataDir, 'files'), `${config.jwtSecret}:files`);
}
