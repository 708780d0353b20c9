import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodePng } from './png.ts';

interface Chunk {
  type: string;
  data: Buffer;
  crcOk: boolean;
}

/** Reads the chunks back, checking each one's CRC. */
function chunks(png: Buffer): Chunk[] {
  const out: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const typeAndData = png.subarray(at + 4, at + 8 + length);
    out.push({
      type: typeAndData.subarray(0, 4).toString('ascii'),
      data: typeAndData.subarray(4),
      crcOk: crc32(typeAndData) === png.readUInt32BE(at + 8 + length),
    });
    at += 12 + length;
  }
  return out;
}

describe('encodePng', () => {
  const width = 3;
  const height = 2;
  const rgba = Uint8Array.from({ length: width * height * 4 }, (_, i) => (i * 37) % 256);

  it('writes the signature, then IHDR, IDAT and IEND with valid CRCs', () => {
    const png = encodePng(width, height, rgba);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const read = chunks(png);
    expect(read.map((chunk) => [chunk.type, chunk.crcOk])).toEqual([
      ['IHDR', true],
      ['IDAT', true],
      ['IEND', true],
    ]);
    const header = read[0]!.data;
    expect({
      width: header.readUInt32BE(0),
      height: header.readUInt32BE(4),
      depth: header[8],
      colourType: header[9],
      rest: [...header.subarray(10)],
    }).toEqual({ width, height, depth: 8, colourType: 6, rest: [0, 0, 0] });
  });

  it('stores each row after a None filter byte, so the pixels inflate back unchanged', () => {
    const raw = inflateSync(chunks(encodePng(width, height, rgba))[1]!.data);
    const stride = width * 4;
    expect(raw.length).toBe((stride + 1) * height);
    for (let y = 0; y < height; y += 1) {
      expect(raw[y * (stride + 1)]).toBe(0);
      expect([...raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))]).toEqual([
        ...rgba.subarray(y * stride, (y + 1) * stride),
      ]);
    }
  });

  it.each([
    ['a zero width', 0, 1, 0],
    ['a fractional height', 1, 1.5, 6],
    ['too few bytes', 2, 2, 15],
  ])('refuses %s', (_, w, h, bytes) => {
    expect(() => encodePng(w, h, new Uint8Array(bytes))).toThrow(RangeError);
  });
});
