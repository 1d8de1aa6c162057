import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { assertKey, STORAGE_DEFAULTS, type ListedObject, type ObjectStorage } from './object-storage.ts';

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, ...); unset for AWS itself. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path instead of the host name (most S3-compatible servers want this). */
  forcePathStyle: boolean;
  /** Prepended to every key, so one bucket can hold several sites. */
  prefix: string;
}

export function createS3Storage(s: S3Settings): ObjectStorage {
  const config: S3ClientConfig = { region: s.region, forcePathStyle: s.forcePathStyle };
  if (s.endpoint) config.endpoint = s.endpoint;
  if (s.accessKeyId && s.secretAccessKey) config.credentials = { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey };
  const client = new S3Client(config);
  const full = (key: string) => {
    assertKey(key);
    return s.prefix + key;
  };
  return {
    kind: 's3',
    async put(key, body, options) {
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: full(key),
          Body: body,
          ContentType: options.contentType,
          CacheControl: options.cacheControl ?? STORAGE_DEFAULTS.cacheControl,
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: full(key) }));
        if (!res.Body) return null;
        return {
          body: res.Body as Readable,
          size: res.ContentLength ?? 0,
          contentType: res.ContentType ?? 'application/octet-stream',
          cacheControl: res.CacheControl ?? STORAGE_DEFAULTS.cacheControl,
        };
      } catch (err) {
        if ((err as { name?: string }).name === 'NoSuchKey' || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: full(key) }));
    },
    async list(prefix, options = {}) {
      const limit = options.limit ?? STORAGE_DEFAULTS.listLimit;
      const offset = options.offset ?? STORAGE_DEFAULTS.listOffset;
      // S3 lists keys in ascending byte order, which is SPEC 9's order by name; the offset is walked past,
      // page after page from the last key seen (StartAfter: plain keys, no opaque tokens).
      const found: ListedObject[] = [];
      let after: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: s.bucket, Prefix: s.prefix + prefix, StartAfter: after, MaxKeys: Math.min(1000, offset + limit - found.length) }),
        );
        const contents = page.Contents ?? [];
        for (const o of contents) found.push({ key: (o.Key ?? '').slice(s.prefix.length), size: o.Size ?? 0 });
        after = contents.at(-1)?.Key;
        if (!page.IsTruncated || !after || found.length >= offset + limit) break;
      }
      return found.slice(offset, offset + limit);
    },
  };
}
