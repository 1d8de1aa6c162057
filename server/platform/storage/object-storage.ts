import type { Readable } from 'node:stream';
import type { ByteRange } from './byte-range.ts';

// The object-storage port (DESIGN "platform"): local files under DATA_DIR by default, S3-compatible
// storage for several instances (STORAGE_DRIVER=s3). Keys are '/'-separated names without a leading '/'.

/** SPEC 9 "Storage defaults": cache-control 3600; listings 100 at a time from offset 0, by name ascending. */
export const STORAGE_DEFAULTS = { cacheControl: 'max-age=3600', listLimit: 100, listOffset: 0 } as const;

export interface PutOptions {
  contentType: string;
  /** Defaults to SPEC 9's 'max-age=3600'. */
  cacheControl?: string;
}

export interface StoredObject {
  /** The whole object, or the asked range of it. */
  body: Readable;
  /** The whole object's size in bytes. */
  size: number;
  /** When a range was asked: the bytes `body` holds, first and last inclusive. */
  range?: { start: number; end: number };
  contentType: string;
  cacheControl: string;
}

export interface ListedObject {
  key: string;
  size: number;
}

export interface ObjectStorage {
  readonly kind: 'disk' | 's3';
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /**
   * The object, or null when there is none. With `range`, only those bytes (a range past the end throws
   * RangeNotSatisfiableError, carrying the object's size).
   */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Objects whose key starts with `prefix`, by name ascending, `limit` (100) from `offset` (0). */
  list(prefix: string, options?: { limit?: number; offset?: number }): Promise<ListedObject[]>;
}

export function assertKey(key: string): void {
  if (key === '' || key.startsWith('/') || key.split('/').some((part) => part === '' || part === '.' || part === '..') || key.includes('\0')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
}
