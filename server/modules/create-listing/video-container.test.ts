import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { box, ebml, mp4, webm } from '../../test/media-files.ts';
import { bufferSource, isWholeVideo } from './video-container.ts';

const check = (bytes: Buffer, kind: 'mp4' | 'webm') => isWholeVideo(bufferSource(bytes), kind);

/** A 64-bit ('largesize') box header, as cameras write for an mdat over 4 GB. */
function largeBox(type: string, payload: Buffer): Buffer {
  const head = Buffer.alloc(16);
  head.writeUInt32BE(1);
  head.write(type, 4, 'latin1');
  head.writeBigUInt64BE(BigInt(16 + payload.length), 8);
  return Buffer.concat([head, payload]);
}

const extraBox = fc
  .record({ type: fc.constantFrom('free', 'skip', 'uuid', 'wide', 'udta', 'meta'), bytes: fc.nat({ max: 300 }) })
  .map(({ type, bytes }) => box(type, Buffer.alloc(bytes, 9)));

/** A whole MP4 in any usual arrangement: the movie before or after its data, padding boxes, a 64-bit or an open-ended mdat. */
const wholeMp4 = fc
  .record({
    moovFirst: fc.boolean(),
    extras: fc.array(extraBox, { maxLength: 4 }),
    mdat: fc.constantFrom('plain', 'large', 'open'),
    mdatBytes: fc.nat({ max: 4096 }),
    brand: fc.constantFrom('isom', 'mp42', 'avc1', 'M4V ', 'qt  '),
  })
  .map((o) => {
    const [ftyp, moov] = [mp4({ brand: o.brand }).subarray(0, 32), mp4().subarray(32, 32 + mp4().readUInt32BE(32))];
    const data = Buffer.alloc(o.mdatBytes, 5);
    const mdat =
      o.mdat === 'plain'
        ? box('mdat', data)
        : o.mdat === 'large'
          ? largeBox('mdat', data)
          : Buffer.concat([Buffer.from([0, 0, 0, 0]), Buffer.from('mdat'), data]);
    // An open-ended box (size 0) can only be the last one.
    const middle = o.moovFirst || o.mdat === 'open' ? [moov, ...o.extras, mdat] : [mdat, ...o.extras, moov];
    return Buffer.concat([ftyp, ...middle]);
  });

describe('isWholeVideo: MP4', () => {
  it('accepts a whole MP4 in every usual arrangement (property)', async () => {
    await fc.assert(
      fc.asyncProperty(wholeMp4, async (file) => {
        expect(await check(file, 'mp4')).toBe(true);
      }),
    );
  });

  it('refuses any truncation of one (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        wholeMp4.filter((f) => !f.includes(Buffer.from('\0\0\0\0mdat'))),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        async (file, at) => {
          expect(await check(file.subarray(0, Math.floor(file.length * at)), 'mp4')).toBe(false);
        },
      ),
    );
  });

  it("refuses 'ftyp' followed by a web page or any text (the reported file; property)", async () => {
    const ftyp = mp4().subarray(0, 32);
    expect(await check(Buffer.concat([ftyp, Buffer.from('<!doctype html><html><script>alert(1)</script></html>')]), 'mp4')).toBe(false);
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 400 }), async (text) => {
        expect(await check(Buffer.concat([ftyp, Buffer.from(`<${text}`)]), 'mp4')).toBe(false);
        expect(await check(Buffer.concat([mp4(), Buffer.from(`<${text}`)]), 'mp4')).toBe(false);
      }),
    );
  });

  it('refuses a file without its movie, its data, its tracks, or with ftyp not first', async () => {
    const ftyp = mp4().subarray(0, 32);
    const mdat = box('mdat', Buffer.alloc(64));
    expect(await check(Buffer.concat([ftyp, mdat]), 'mp4')).toBe(false);
    expect(await check(Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100)), box('trak'))]), 'mp4')).toBe(false);
    expect(await check(Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100))), mdat]), 'mp4')).toBe(false);
    expect(await check(Buffer.concat([mdat, ftyp, box('moov', box('mvhd', Buffer.alloc(100)), box('trak')), mdat]), 'mp4')).toBe(false);
    expect(await check(Buffer.concat([ftyp, box('moov', box('mvhd', Buffer.alloc(100)), Buffer.from('junk!!')), mdat]), 'mp4')).toBe(false);
    expect(await check(Buffer.alloc(0), 'mp4')).toBe(false);
  });
});

describe('isWholeVideo: WebM', () => {
  it('accepts a whole WebM, and a recording of unknown size (MediaRecorder writes those)', async () => {
    expect(await check(webm(), 'webm')).toBe(true);
    expect(await check(webm({ unknownSize: true }), 'webm')).toBe(true);
  });

  it('refuses any truncation of one of known size (property)', async () => {
    const file = webm();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: file.length - 1 }), async (at) => {
        expect(await check(file.subarray(0, at), 'webm')).toBe(false);
      }),
    );
  });

  it('refuses anything after the segment, another doctype, and a segment without tracks or clusters', async () => {
    expect(await check(Buffer.concat([webm(), Buffer.from('<!doctype html>')]), 'webm')).toBe(false);
    expect(await check(webm({ docType: 'matroska' }), 'webm')).toBe(false);
    const header = webm().subarray(0, webm().indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67])));
    expect(await check(Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], ebml([0x1f, 0x43, 0xb6, 0x75], Buffer.alloc(16)))]), 'webm')).toBe(false);
    expect(await check(Buffer.concat([header, ebml([0x18, 0x53, 0x80, 0x67], ebml([0x16, 0x54, 0xae, 0x6b], Buffer.alloc(16)))]), 'webm')).toBe(false);
    expect(await check(Buffer.concat([header, Buffer.from('<html>')]), 'webm')).toBe(false);
  });
});
