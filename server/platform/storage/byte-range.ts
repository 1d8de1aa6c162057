// HTTP byte ranges (RFC 9110 14): Safari on iPhone plays a video only from a server that answers
// `Range: bytes=0-1` with 206, and every player seeks with ranges.

/** A range asked for: bytes `start` to `end` inclusive (to the end when `end` is absent), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/**
 * The one range of a `Range` header, or null when the header is absent, not in bytes, malformed or asks
 * for several ranges: the whole object is then sent (RFC 9110 14.2: a server may ignore Range).
 */
export function parseRange(header: string | undefined): ByteRange | null {
  if (!header) return null;
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m) return null;
  const [, first = '', last = ''] = m;
  if (first === '' && last === '') return null;
  if (first === '') return { suffix: Number(last) };
  const start = Number(first);
  if (last === '') return { start };
  const end = Number(last);
  return end < start ? null : { start, end };
}

/** The bytes a range selects of an object of `size` bytes, first and last inclusive; null when none can be sent (416). */
export function resolveRange(range: ByteRange, size: number): { start: number; end: number } | null {
  if ('suffix' in range) {
    if (range.suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  if (range.start >= size) return null;
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}

/** The range's `Range` header value again, for a storage service that answers ranges itself (S3). */
export function rangeHeader(range: ByteRange): string {
  return 'suffix' in range ? `bytes=-${range.suffix}` : `bytes=${range.start}-${range.end ?? ''}`;
}

/** The asked range cannot be sent: the object has `size` bytes (a 416 says so in Content-Range). */
export class RangeNotSatisfiableError extends Error {
  constructor(readonly size: number) {
    super(`range not satisfiable (object of ${size} bytes)`);
  }
}
