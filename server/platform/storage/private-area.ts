import type { ObjectStorage } from './object-storage.ts';

/**
 * The private area of object storage (decision 024): keys under 'private/', apart from
 * public media ('uploads/', which the public media route builds its keys under and nothing else). The
 * site never hands out a storage address: a private object is read only by the server, for an admin
 * route, and is never cached anywhere.
 */
export const PRIVATE_PREFIX = 'private/';
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export interface PrivateArea {
  /** The full storage key of `name` in this area. */
  key(name: string): string;
  put(name: string, body: Buffer, contentType: string): Promise<string>;
  get: ObjectStorage['get'];
  delete(key: string): Promise<void>;
}

/** One named area of the private prefix ('identity', ...). Keys it is given back must lie inside it. */
export function privateArea(storage: ObjectStorage, area: string): PrivateArea {
  const root = `${PRIVATE_PREFIX}${area}/`;
  const inside = (key: string) => {
    if (!key.startsWith(root)) throw new Error(`not a key of the private area ${area}: ${key}`);
    return key;
  };
  return {
    key: (name) => root + name,
    async put(name, body, contentType) {
      const key = root + name;
      await storage.put(key, body, { contentType, cacheControl: PRIVATE_CACHE_CONTROL });
      return key;
    },
    get: (key, options) => storage.get(inside(key), options),
    delete: (key) => storage.delete(inside(key)),
  };
}
