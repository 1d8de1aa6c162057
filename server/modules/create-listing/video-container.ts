import { open } from 'node:fs/promises';

// A 'video' was recognised by its first bytes only, so 'ftyp' followed by a web page was stored
// and served as video/mp4. A video is now walked through its container's structure (box and element
// headers only: a 100 MB file costs a few hundred small reads): every part must fit exactly in the file,
// and the parts a player needs must be there. Codecs are not checked: a browser that cannot play one
// shows its own message, but nothing that is not a video container is ever stored as one.

/** Positional reads of a file (or a buffer in tests). */
export interface ByteSource {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

// A walk stops here: a real video has a few dozen top-level boxes or a few thousand clusters.
const MAX_PARTS = 100_000;

/** The container of an MP4 (ISO BMFF) or a WebM (Matroska/EBML) is whole and holds a playable movie. */
export function isWholeVideo(src: ByteSource, kind: 'mp4' | 'webm'): Promise<boolean> {
  return kind === 'mp4' ? isWholeMp4(src) : isWholeWebm(src);
}

/** Checks the video file at `path`. */
export async function isWholeVideoFile(path: string, kind: 'mp4' | 'webm'): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const read = async (position: number, length: number) => {
      const buf = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
      const { bytesRead } = await file.read(buf, 0, buf.length, position);
      return buf.subarray(0, bytesRead);
    };
    return await isWholeVideo({ size, read }, kind);
  } finally {
    await file.close();
  }
}

/** `bytes` as a ByteSource (tests). */
export const bufferSource = (bytes: Buffer): ByteSource => ({ size: bytes.length, read: async (p, l) => bytes.subarray(p, p + l) });

interface Box {
  type: string;
  start: number;
  /** Where its payload starts. */
  body: number;
  end: number;
}

/** The boxes from `start` to `end`, each fitting exactly; null when one does not. */
async function boxesIn(src: ByteSource, start: number, end: number): Promise<Box[] | null> {
  const boxes: Box[] = [];
  for (let pos = start; pos < end;) {
    if (end - pos < 8 || boxes.length >= MAX_PARTS) return null;
    const head = await src.read(pos, 16);
    const type = head.toString('latin1', 4, 8);
    // Box types are four printable characters (ISO/IEC 14496-12 4.2).
    if (!/^[\x20-\x7e]{4}$/.test(type)) return null;
    let size = head.readUInt32BE(0);
    let headerLength = 8;
    if (size === 1) {
      if (end - pos < 16) return null;
      size = Number(head.readBigUInt64BE(8));
      headerLength = 16;
    } else if (size === 0) {
      size = end - pos; // the last box runs to the end of its parent
    }
    if (size < headerLength || pos + size > end) return null;
    boxes.push({ type, start: pos, body: pos + headerLength, end: pos + size });
    pos += size;
  }
  return boxes;
}

async function isWholeMp4(src: ByteSource): Promise<boolean> {
  const top = await boxesIn(src, 0, src.size);
  // ftyp first (major brand and minor version at least), then the movie (moov) and its media data (mdat).
  if (!top || top[0]?.type !== 'ftyp' || top[0].end - top[0].body < 8) return false;
  const moov = top.filter((b) => b.type === 'moov');
  if (moov.length !== 1 || !top.some((b) => b.type === 'mdat')) return false;
  const inside = await boxesIn(src, moov[0]!.body, moov[0]!.end);
  return !!inside && inside.some((b) => b.type === 'mvhd') && inside.some((b) => b.type === 'trak');
}

/** An EBML variable-length integer at `buf[at]`: its length, its value without the marker, and its raw bytes (ids keep the marker). */
function vint(buf: Buffer, at: number): { length: number; value: number; raw: number; unknown: boolean } | null {
  const first = buf[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > buf.length) return null;
  let value = first & (0xff >> length);
  let raw = first;
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const b = buf[at + i]!;
    value = value * 256 + b;
    raw = raw * 256 + b;
    if (b !== 0xff) allOnes = false;
  }
  return { length, value, raw, unknown: allOnes };
}

interface Element {
  id: number;
  body: number;
  /** Null for an element of unknown size (a live recording's Segment or Cluster). */
  end: number | null;
}

async function elementAt(src: ByteSource, pos: number, end: number): Promise<Element | null> {
  const head = await src.read(pos, 12);
  const id = vint(head, 0);
  if (!id || id.length > 4) return null;
  const size = vint(head, id.length);
  if (!size) return null;
  const body = pos + id.length + size.length;
  if (body > end) return null;
  if (size.unknown) return { id: id.raw, body, end: null };
  if (body + size.value > end) return null;
  return { id: id.raw, body, end: body + size.value };
}

const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const TRACKS = 0x1654ae6b;
const CLUSTER = 0x1f43b675;

async function isWholeWebm(src: ByteSource): Promise<boolean> {
  const header = await elementAt(src, 0, src.size);
  if (header?.id !== EBML || header.end === null || header.end - header.body > 4096) return false;
  const headerBody = await src.read(header.body, header.end - header.body);
  let docType: string | null = null;
  for (let at = 0; at < headerBody.length;) {
    const id = vint(headerBody, at);
    const size = id && vint(headerBody, at + id.length);
    if (!id || !size || size.unknown) return false;
    const start = at + id.length + size.length;
    if (start + size.value > headerBody.length) return false;
    if (id.raw === DOC_TYPE) docType = headerBody.toString('latin1', start, start + size.value).replace(/\0+$/, '');
    at = start + size.value;
  }
  if (docType !== 'webm') return false;

  const segment = await elementAt(src, header.end, src.size);
  if (segment?.id !== SEGMENT) return false;
  const segmentEnd = segment.end ?? src.size;
  // Nothing may follow the segment: a known-size segment ends the file.
  if (segmentEnd !== src.size) return false;
  let tracks = false;
  let cluster = false;
  for (let pos = segment.body, parts = 0; pos < segmentEnd; parts++) {
    if (parts >= MAX_PARTS) return false;
    const el = await elementAt(src, pos, segmentEnd);
    if (!el) return false;
    if (el.id === TRACKS) tracks = true;
    if (el.id === CLUSTER) cluster = true;
    // Only a Cluster may be of unknown size (a recording still being written); the walk ends there.
    if (el.end === null) {
      if (el.id !== CLUSTER) return false;
      break;
    }
    pos = el.end;
  }
  return tracks && cluster;
}
