/**
 * A minimal PNG encoder (8-bit RGBA, no filtering, one IDAT chunk): enough for the demo
 * pictures the stack draws itself, so no binary has to live in the repository.
 */
import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** IHDR's colour type for truecolour with alpha. */
const RGBA = 6;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** `rgba` holds width × height pixels, four bytes each, row by row from the top. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`a PNG needs a positive whole size, not ${width}×${height}`);
  }
  if (rgba.length !== width * height * 4) {
    throw new RangeError(
      `${width}×${height} RGBA needs ${width * height * 4} bytes, not ${rgba.length}`,
    );
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = RGBA;
  // Bytes 10-12: deflate compression, adaptive filtering, no interlace (all 0).
  const stride = width * 4;
  const scanlines = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) {
    // Each scanline starts with its filter type; 0 (None) keeps the bytes as they are.
    scanlines[y * (stride + 1)] = 0;
    scanlines.set(rgba.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
