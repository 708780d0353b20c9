import { describe, expect, it } from 'vitest';
import { drawInitials, type InitialsPicture } from './initials-picture.ts';

const picture: InitialsPicture = {
  size: 32,
  initials: 'AM',
  background: [10, 20, 30],
  foreground: [250, 240, 230],
};

function pixel(pixels: Uint8Array, size: number, x: number, y: number): number[] {
  return [...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
}

describe('drawInitials', () => {
  const pixels = drawInitials(picture);

  it('leaves the corners transparent and fills the circle with the background', () => {
    expect(pixels.length).toBe(32 * 32 * 4);
    for (const [x, y] of [
      [0, 0],
      [31, 0],
      [0, 31],
      [31, 31],
    ]) {
      expect(pixel(pixels, 32, x!, y!)).toEqual([0, 0, 0, 0]);
    }
    // Above the letters, inside the circle.
    expect(pixel(pixels, 32, 16, 3)).toEqual([10, 20, 30, 255]);
  });

  it('smooths the edge of the circle, and only the edge', () => {
    const partial: number[] = [];
    for (let y = 0; y < 32; y += 1) {
      for (let x = 0; x < 32; x += 1) {
        const alpha = pixel(pixels, 32, x, y)[3]!;
        if (alpha > 0 && alpha < 255) partial.push(Math.hypot(x + 0.5 - 16, y + 0.5 - 16));
      }
    }
    expect(partial.length).toBeGreaterThan(20);
    for (const distance of partial) expect(Math.abs(distance - 16)).toBeLessThan(1);
  });

  it('draws the letters in the foreground, in blocks, centred', () => {
    // Two 5-column letters and one gap at 2 px a block: 22 px wide from x = 5, 14 px tall from y = 9.
    const row = (y: number) =>
      Array.from({ length: 22 }, (_, i) =>
        pixel(pixels, 32, 5 + i, y)[0] === 250 ? '#' : '.',
      ).join('');
    // Top row of A (".###.") and M ("#...#"), each font pixel two wide.
    expect(row(9)).toBe('..######....##......##');
    // Second row: A "#...#", M "##.##".
    expect(row(11)).toBe('##......##..####..####');
    expect(row(8)).toBe('.'.repeat(22));
    expect(row(23)).toBe('.'.repeat(22));
  });

  it('names the letters it can draw when asked for another', () => {
    expect(() => drawInitials({ ...picture, initials: 'BO' })).toThrow(
      'no glyph for "B" (have A, M)',
    );
  });

  it('refuses a size too small for whole blocks', () => {
    expect(() => drawInitials({ ...picture, size: 8 })).toThrow(RangeError);
  });
});
