/**
 * A demo profile picture drawn pixel by pixel: a filled circle (edge smoothed by sampling each
 * pixel 4×4 times) on a transparent square, with initials in a blocky 5×7 font, as a PNG.
 */
import { encodePng } from './png.ts';

export type Rgb = readonly [number, number, number];

/**
 * The letters the demo pictures use, five columns by seven rows; add one to draw other initials.
 */
const GLYPHS: Record<string, readonly string[]> = {
  A: ['.###.', '#...#', '#...#', '#####', '#...#', '#...#', '#...#'],
  M: ['#...#', '##.##', '#.#.#', '#.#.#', '#...#', '#...#', '#...#'],
};
const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;
const SAMPLES = 4;

export interface InitialsPicture {
  /** Width and height in pixels; at least 16 so each font pixel is a whole block. */
  size: number;
  initials: string;
  background: Rgb;
  foreground: Rgb;
}

function circleCoverage(x: number, y: number, size: number): number {
  const centre = size / 2;
  let inside = 0;
  for (let sy = 0; sy < SAMPLES; sy += 1) {
    for (let sx = 0; sx < SAMPLES; sx += 1) {
      const dx = x + (sx + 0.5) / SAMPLES - centre;
      const dy = y + (sy + 0.5) / SAMPLES - centre;
      if (dx * dx + dy * dy <= centre * centre) inside += 1;
    }
  }
  return inside / (SAMPLES * SAMPLES);
}

/** The picture's RGBA pixels, row by row from the top. */
export function drawInitials({
  size,
  initials,
  background,
  foreground,
}: InitialsPicture): Uint8Array {
  const glyphs = [...initials].map((letter) => {
    const glyph = GLYPHS[letter];
    if (!glyph)
      throw new RangeError(`no glyph for "${letter}" (have ${Object.keys(GLYPHS).join(', ')})`);
    return glyph;
  });
  if (!Number.isInteger(size) || size < 16) throw new RangeError(`size ${size} is under 16`);
  // Each font pixel is a square block; one block of space between letters.
  const block = Math.floor(size / 16);
  const textWidth = (glyphs.length * (GLYPH_WIDTH + 1) - 1) * block;
  const left = Math.floor((size - textWidth) / 2);
  const top = Math.floor((size - GLYPH_HEIGHT * block) / 2);
  const inText = (x: number, y: number): boolean => {
    const column = Math.floor((x - left) / block);
    const row = Math.floor((y - top) / block);
    if (x < left || y < top || row >= GLYPH_HEIGHT) return false;
    const glyph = glyphs[Math.floor(column / (GLYPH_WIDTH + 1))];
    return glyph?.[row]?.[column % (GLYPH_WIDTH + 1)] === '#';
  };

  const pixels = new Uint8Array(size * size * 4);
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      const coverage = circleCoverage(x, y, size);
      if (coverage === 0) continue;
      const [r, g, b] = inText(x, y) ? foreground : background;
      pixels.set([r, g, b, Math.round(coverage * 255)], (y * size + x) * 4);
    }
  }
  return pixels;
}

export function initialsPng(picture: InitialsPicture): Buffer {
  return encodePng(picture.size, picture.size, drawInitials(picture));
}
