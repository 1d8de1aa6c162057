import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3TestServer } from '../../test/s3-test-server.ts';
import { createDiskStorage } from './disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { RangeNotSatisfiableError } from './byte-range.ts';

async function text(storage: ObjectStorage, key: string): Promise<string | null> {
  const o = await storage.get(key);
  if (!o) return null;
  const chunks: Buffer[] = [];
  for await (const c of o.body) chunks.push(Buffer.from(c as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

const dirs: string[] = [];
let server: Awaited<ReturnType<typeof startS3TestServer>> | undefined;

afterAll(async () => {
  await server?.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const adapters: [string, () => Promise<ObjectStorage>][] = [
  [
    'disk',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'storage-disk-'));
      dirs.push(dir);
      return createDiskStorage(dir);
    },
  ],
  [
    's3',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'storage-s3-'));
      dirs.push(dir);
      // A real S3-compatible server (s3rver from npm) in a child process, not a mock of the SDK.
      server = await startS3TestServer({ directory: dir, bucket: 'listing-media' });
      return createS3Storage({
        bucket: 'listing-media',
        region: 'us-east-1',
        endpoint: server.endpoint,
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'site/',
      });
    },
  ],
];

describe.each(adapters)('%s storage', (_name, make) => {
  let storage: ObjectStorage;
  beforeAll(async () => {
    storage = await make();
  }, 60_000);

  it('stores, reads back and deletes an object', async () => {
    await storage.put('uploads/a/1.txt', Buffer.from('hello'), { contentType: 'text/plain' });
    const o = await storage.get('uploads/a/1.txt');
    expect(o?.size).toBe(5);
    expect(o?.contentType).toBe('text/plain');
    o?.body.resume();
    expect(await text(storage, 'uploads/a/1.txt')).toBe('hello');
    await storage.delete('uploads/a/1.txt');
    expect(await storage.get('uploads/a/1.txt')).toBeNull();
    await storage.delete('uploads/a/1.txt');
  });

  it('keeps SPEC 9 cache-control 3600 by default and an explicit one when given', async () => {
    await storage.put('c/default.bin', Buffer.from([1]), { contentType: 'application/octet-stream' });
    await storage.put('c/immutable.webp', Buffer.from([2]), { contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' });
    const d = await storage.get('c/default.bin');
    const i = await storage.get('c/immutable.webp');
    d?.body.resume();
    i?.body.resume();
    expect(d?.cacheControl).toBe('max-age=3600');
    expect(i?.cacheControl).toBe('public, max-age=31536000, immutable');
  });

  it('reads a byte range of an object, and refuses one past its end with its size (issue 23)', async () => {
    await storage.put('r/clip.bin', Buffer.from('0123456789'), { contentType: 'video/mp4' });
    const read = async (range: Parameters<ObjectStorage['get']>[1]) => {
      const o = await storage.get('r/clip.bin', range);
      const chunks: Buffer[] = [];
      for await (const c of o!.body) chunks.push(Buffer.from(c as Uint8Array));
      return { text: Buffer.concat(chunks).toString(), size: o!.size, range: o!.range };
    };
    expect(await read({ range: { start: 0, end: 1 } })).toEqual({ text: '01', size: 10, range: { start: 0, end: 1 } });
    expect(await read({ range: { start: 7 } })).toEqual({ text: '789', size: 10, range: { start: 7, end: 9 } });
    expect(await read({ range: { suffix: 4 } })).toEqual({ text: '6789', size: 10, range: { start: 6, end: 9 } });
    expect(await read({ range: { start: 8, end: 500 } })).toEqual({ text: '89', size: 10, range: { start: 8, end: 9 } });
    expect(await read(undefined)).toEqual({ text: '0123456789', size: 10, range: undefined });
    const past = await storage.get('r/clip.bin', { range: { start: 10 } }).catch((err: unknown) => err);
    expect(past).toBeInstanceOf(RangeNotSatisfiableError);
    expect((past as RangeNotSatisfiableError).size).toBe(10);
    expect(await storage.get('r/none.bin', { range: { start: 0, end: 1 } })).toBeNull();
  });

  it('answers null for a missing key', async () => {
    expect(await storage.get('nothing/here')).toBeNull();
  });

  it('lists by name ascending, 100 at a time from offset 0, by prefix', async () => {
    const names = Array.from({ length: 105 }, (_, i) => `list/${String(104 - i).padStart(3, '0')}.txt`);
    for (const n of names) await storage.put(n, Buffer.from(n), { contentType: 'text/plain' });
    await storage.put('listing-other/x.txt', Buffer.from('x'), { contentType: 'text/plain' });
    const first = await storage.list('list/');
    expect(first).toHaveLength(100);
    expect(first[0]).toEqual({ key: 'list/000.txt', size: 12 });
    expect(first[99]?.key).toBe('list/099.txt');
    const rest = await storage.list('list/', { offset: 100 });
    expect(rest.map((o) => o.key)).toEqual(['list/100.txt', 'list/101.txt', 'list/102.txt', 'list/103.txt', 'list/104.txt']);
    expect((await storage.list('list/', { limit: 2, offset: 3 })).map((o) => o.key)).toEqual(['list/003.txt', 'list/004.txt']);
  }, 60_000);

  it('refuses keys that could leave the storage root', async () => {
    await expect(storage.put('../escape', Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get('/abs')).rejects.toThrow(/Invalid storage key/);
  });
});
