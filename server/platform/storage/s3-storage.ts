import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { rangeHeader, RangeNotSatisfiableError, resolveRange, type ByteRange } from './byte-range.ts';
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
    async get(key, options = {}) {
      const sizeOf = async () => (await client.send(new HeadObjectCommand({ Bucket: s.bucket, Key: full(key) }))).ContentLength ?? 0;
      try {
        let range: ByteRange | undefined = options.range;
        // A suffix ('the last n bytes') is turned into first-last here: not every S3-compatible server
        // reads suffixes right (s3rver sends the first n bytes).
        if (range && 'suffix' in range) {
          const size = await sizeOf();
          const exact = resolveRange(range, size);
          if (!exact) throw new RangeNotSatisfiableError(size);
          range = exact;
        }
        // S3 answers a range itself (206 with Content-Range: 'bytes first-last/size').
        const res = await client.send(new GetObjectCommand({ Bucket: s.bucket, Key: full(key), ...(range && { Range: rangeHeader(range) }) }));
        if (!res.Body) return null;
        const part = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? '');
        return {
          body: res.Body as Readable,
          size: part ? Number(part[3]) : (res.ContentLength ?? 0),
          ...(options.range && part && { range: { start: Number(part[1]), end: Number(part[2]) } }),
          contentType: res.ContentType ?? 'application/octet-stream',
          cacheControl: res.CacheControl ?? STORAGE_DEFAULTS.cacheControl,
        };
      } catch (err) {
        const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if ((err as { name?: string }).name === 'NoSuchKey' || status === 404) return null;
        // The 416 names no size the SDK exposes: ask for it, as the reply must say it.
        if (status === 416 || (err as { name?: string }).name === 'InvalidRange') throw new RangeNotSatisfiableError(await sizeOf());
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
