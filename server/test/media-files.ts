import { crc32, deflateSync } from 'node:zlib';

// Hand-written media files for upload tests: a file's header can claim what its data does not hold.

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG (8-bit RGB) whose header says `width` x `height`; its image data is `idat` as given (default: a
 * few compressed empty rows, far fewer than the header claims), so a huge picture costs a few bytes.
 */
export function pngWithHeader(width: number, height: number, idat: Buffer = deflateSync(Buffer.alloc(3 * width + 1))): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An ISO BMFF box: 32-bit size, type, payload. */
export function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** The smallest MP4 the upload check accepts as a video: ftyp, then moov (mvhd, trak) and mdat. */
export function mp4(o: { brand?: string; mdatBytes?: number; moovFirst?: boolean } = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from(`${o.brand ?? 'isom'}\0\0\x02\0isomiso2avc1mp41`, 'latin1'));
  const moov = box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd', Buffer.alloc(84)), box('mdia', box('mdhd', Buffer.alloc(24)))));
  const mdat = box('mdat', Buffer.alloc(o.mdatBytes ?? 2048, 7));
  return Buffer.concat(o.moovFirst === false ? [ftyp, mdat, moov] : [ftyp, moov, mdat]);
}

/** An EBML element: id bytes, an 8-byte size (or the 'unknown size' marker), data. */
export function ebml(id: number[], data: Buffer, unknownSize = false): Buffer {
  const size = Buffer.alloc(8);
  if (unknownSize) size.set([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  else {
    size.writeBigUInt64BE(BigInt(data.length));
    size[0] = size[0]! | 0x01;
  }
  return Buffer.concat([Buffer.from(id), size, data]);
}

/** The smallest WebM the upload check accepts as a video: the EBML header (doctype webm), a Segment with Info, Tracks and a Cluster. */
export function webm(o: { unknownSize?: boolean; docType?: string } = {}): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([ebml([0x42, 0x86], Buffer.from([1])), ebml([0x42, 0x82], Buffer.from(o.docType ?? 'webm'))]));
  const info = ebml([0x15, 0x49, 0xa9, 0x66], ebml([0x2a, 0xd7, 0xb1], Buffer.from([0x0f, 0x42, 0x40])));
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], ebml([0xae], ebml([0xd7], Buffer.from([1]))));
  const cluster = ebml([0x1f, 0x43, 0xb6, 0x75], Buffer.concat([ebml([0xe7], Buffer.from([0])), ebml([0xa3], Buffer.alloc(1024, 3))]), o.unknownSize);
  return Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], Buffer.concat([info, tracks, cluster]), o.unknownSize)]);
}
