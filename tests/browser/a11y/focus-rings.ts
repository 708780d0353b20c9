/**
 * What axe does not look at: how each control on the screen shows keyboard focus. Every element
 * a Tab reaches gets focus as from the keyboard, and must then show a ring (an outline or a box
 * shadow, its own or its nearest ancestors') of at least 3:1 against the colour beside it (WCAG
 * 1.4.11 and 2.4.7), and must not be hidden entirely under other content (2.4.11).
 */
import type { Page } from 'playwright-core';

export interface FocusProblem {
  target: string;
  problem: string;
}

/** Runs in the page: everything it uses is defined inside. */
function checkFocusRings(limit: number): FocusProblem[] {
  // A text box inside a composer or a search field shows its ring on the frame around it.
  const RING_DEPTH = 6;
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const ink = canvas.getContext('2d', { willReadFrequently: true });
  type Rgba = [number, number, number, number];
  /** Any CSS colour as sRGB with alpha, the way the browser paints it. */
  const rgba = (color: string): Rgba => {
    if (!ink) return [0, 0, 0, 0];
    ink.clearRect(0, 0, 1, 1);
    ink.fillStyle = '#0000';
    ink.fillStyle = color;
    ink.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = ink.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = (top: Rgba, under: Rgba): Rgba => [
    top[0] * top[3] + under[0] * (1 - top[3]),
    top[1] * top[3] + under[1] * (1 - top[3]),
    top[2] * top[3] + under[2] * (1 - top[3]),
    1,
  ];
  /** The opaque colour painted behind `start`: its and its ancestors' backgrounds, composed. */
  const backdrop = (start: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = start; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    let painted: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) painted = over(layer, painted);
    return painted;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  const css = ([r, g, b]: Rgba) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;
  const describe = (element: Element) => {
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
    const name =
      element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
    return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes.join('')}${name ? ` "${name}"` : ''}`;
  };

  interface Ring {
    color: Rgba;
    beside: Rgba;
    where: string;
  }
  /** The rings an element draws: its outline and its box shadows, with the colour each sits on. */
  const ringsOf = (element: Element, pseudo?: '::before' | '::after'): Ring[] => {
    const style = getComputedStyle(element, pseudo);
    const rings: Ring[] = [];
    const inside = backdrop(element);
    const outside = backdrop(element.parentElement);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) {
      const color = rgba(style.outlineColor);
      if (color[3] > 0) {
        // An outline drawn inside the element's box sits on its own background.
        const beside = parseFloat(style.outlineOffset) < 0 ? inside : outside;
        rings.push({ color: over(color, beside), beside, where: 'outline' });
      }
    }
    if (style.boxShadow !== 'none') {
      // Each shadow: a colour, then lengths (x, y, blur, spread), perhaps `inset`.
      for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
        const color = shadow.match(/^\s*((?:rgb|rgba|color|oklch|lab|hsl)\([^)]*\)|#\w+)/)?.[1];
        const lengths = [...shadow.matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
        const spread = lengths[3] ?? 0;
        if (!color || spread < 1) continue;
        const beside = /inset/.test(shadow) ? inside : outside;
        const painted = rgba(color);
        if (painted[3] > 0)
          rings.push({ color: over(painted, beside), beside, where: `${pseudo ?? ''}box-shadow` });
      }
    }
    return rings;
  };

  const problems: FocusProblem[] = [];
  const focusable = [
    ...document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
    ),
  ].filter((element) => {
    if (element.tabIndex < 0 || element.matches(':disabled')) return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
  });
  for (const element of focusable.slice(0, limit)) {
    element.focus();
    // Outside an open modal dialog the page is inert: not reachable, nothing to show.
    if (document.activeElement !== element || !element.matches(':focus-visible')) continue;
    const target = describe(element);
    let rings: Ring[] = [];
    for (let node: Element | null = element, depth = 0; node && depth < RING_DEPTH; depth += 1) {
      rings = [...ringsOf(node), ...ringsOf(node, '::before'), ...ringsOf(node, '::after')];
      if (rings.length > 0) break;
      node = node.parentElement;
    }
    if (rings.length === 0) {
      problems.push({ target, problem: 'shows no outline or box shadow when focused' });
      continue;
    }
    const best = rings
      .map((ring) => ({ ...ring, ratio: contrast(ring.color, ring.beside) }))
      .sort((a, b) => b.ratio - a.ratio)[0];
    if (best && best.ratio < 3) {
      problems.push({
        target,
        problem: `focus ${best.where} ${css(best.color)} on ${css(best.beside)} is ${best.ratio.toFixed(2)}:1 (3:1 needed)`,
      });
    }
    // Entirely hidden under something else (a fixed bar, a header)?
    const box = element.getBoundingClientRect();
    const left = Math.max(box.left + 1, 0);
    const right = Math.min(box.right - 1, window.innerWidth - 1);
    const top = Math.max(box.top + 1, 0);
    const bottom = Math.min(box.bottom - 1, window.innerHeight - 1);
    if (left > right || top > bottom) continue;
    const points = [
      [(left + right) / 2, (top + bottom) / 2],
      [left, top],
      [right, top],
      [left, bottom],
      [right, bottom],
    ] as const;
    const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
    const seen = hits.some(
      (hit) => !hit || element.contains(hit) || hit.contains(element) || hit === element,
    );
    if (!seen) {
      problems.push({ target, problem: `is hidden under ${describe(hits[0] as Element)}` });
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  return problems;
}

/**
 * The focus problems of what the page shows now (at most `limit` controls, in page order). A Tab
 * first puts the page in keyboard mode, so focus moved by script shows as the keyboard's would.
 */
export async function focusProblems(page: Page, limit = 300): Promise<FocusProblem[]> {
  await page.keyboard.press('Tab');
  return page.evaluate(checkFocusRings, limit);
}
