import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { randomUUID } from 'node:crypto';
import { RangeNotSatisfiableError, resolveRange } from './byte-range.ts';
import { assertKey, STORAGE_DEFAULTS, type ListedObject, type ObjectStorage, type PutOptions } from './object-storage.ts';

// Each object is a file under the root; its content type and cache control sit beside it in
// '{name}.meta.json' (never listed). Writes go to a temporary name first, so a reader never sees half a file.
const META = '.meta.json';

interface Meta {
  contentType: string;
  cacheControl: string;
}

export function createDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    assertKey(key);
    return join(root, ...key.split('/'));
  };
  return {
    kind: 'disk',
    async put(key, body, options: PutOptions) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const meta: Meta = { contentType: options.contentType, cacheControl: options.cacheControl ?? STORAGE_DEFAULTS.cacheControl };
      const tmp = `${path}.${randomUUID()}.tmp`;
      await writeFile(tmp, body);
      await writeFile(path + META, JSON.stringify(meta));
      await rename(tmp, path);
    },
    async get(key, options = {}) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      const range = options.range ? resolveRange(options.range, info.size) : undefined;
      if (range === null) throw new RangeNotSatisfiableError(info.size);
      const meta = JSON.parse(await readFile(path + META, 'utf8').catch(() => '{}')) as Partial<Meta>;
      return {
        body: createReadStream(path, range),
        ...(range && { range }),
        size: info.size,
        contentType: meta.contentType ?? 'application/octet-stream',
        cacheControl: meta.cacheControl ?? STORAGE_DEFAULTS.cacheControl,
      };
    },
    async delete(key) {
      const path = pathOf(key);
      await rm(path, { force: true });
      await rm(path + META, { force: true });
    },
    async list(prefix, options = {}) {
      const limit = options.limit ?? STORAGE_DEFAULTS.listLimit;
      const offset = options.offset ?? STORAGE_DEFAULTS.listOffset;
      const all: ListedObject[] = [];
      await walk(root, async (file, size) => {
        const key = relative(root, file).split(sep).join('/');
        if (key.startsWith(prefix) && !key.endsWith(META) && !key.endsWith('.tmp')) all.push({ key, size });
      });
      // By name ascending, as S3 lists (byte order, not locale order).
      all.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      return all.slice(offset, offset + limit);
    },
  };
}

async function walk(dir: string, visit: (file: string, size: number) => Promise<void>): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await walk(path, visit);
    else if (entry.isFile()) await visit(path, (await stat(path)).size);
  }
}
