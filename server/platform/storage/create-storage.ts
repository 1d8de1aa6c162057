import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { createDiskStorage } from './disk-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3Storage } from './s3-storage.ts';

/** Files under DATA_DIR/storage by default; S3-compatible storage when STORAGE_DRIVER=s3 (README "Configuration"). */
export function createStorage(config: Config): ObjectStorage {
  if (config.STORAGE_DRIVER === 's3') {
    return createS3Storage({
      bucket: config.S3_BUCKET!,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
      prefix: config.S3_PREFIX,
    });
  }
  return createDiskStorage(join(config.DATA_DIR, 'storage'));
}
