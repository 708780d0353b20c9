/**
 * The demo workspace's holiday photo, drawn pixel by pixel so no binary lives in the repository:
 * a sky that lightens towards the horizon, a sun, two mountain ridges and a lake.
 */
import { encodePng } from './png.ts';

type Rgb = readonly [number, number, number];

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round((a[i] ?? 0) + ((b[i] ?? 0) - (a[i] ?? 0)) * t)) as unknown as Rgb;

/** Height of a ridge above the horizon at column x: overlapping peaks. */
function ridge(x: number, width: number, peaks: readonly [number, number][]): number {
  let height = 0;
  for (const [at, top] of peaks) {
    height = Math.max(height, top - Math.abs(x / width - at) * top * 2.4);
  }
  return height;
}

export function landscapePng(width = 480, height = 320): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  const horizon = Math.round(height * 0.62);
  const sun = { x: width * 0.72, y: height * 0.3, r: height * 0.09 };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour: Rgb = mix([70, 130, 200], [250, 214, 165], y / horizon);
      if (Math.hypot(x - sun.x, y - sun.y) < sun.r) colour = [255, 236, 170];
      const far =
        horizon -
        ridge(x, width, [
          [0.25, height * 0.3],
          [0.6, height * 0.22],
        ]);
      const near =
        horizon -
        ridge(x, width, [
          [0.05, height * 0.16],
          [0.9, height * 0.2],
        ]);
      if (y > far) colour = [96, 110, 150];
      if (y > near) colour = [54, 92, 80];
      if (y >= horizon)
        colour = mix([60, 120, 170], [30, 70, 110], (y - horizon) / (height - horizon));
      rgba.set([...colour, 255], (y * width + x) * 4);
    }
  }
  return encodePng(width, height, rgba);
}
