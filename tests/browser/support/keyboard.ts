/**
 * Driving a page by keyboard alone, and checking at every stop where focus is and that the page
 * shows it: the focused element matches `:focus-visible` and it, or the box drawn around it (a
 * composer's frame, a search field's), has a focus ring at least 2 px wide whose colour stands
 * out 3:1 from what is behind it (WCAG 2.2's focus appearance measure, and its non-text
 * contrast).
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** How a focus ring is sought: on the focused element, then on this many of its ancestors. */
const RING_DEPTH = 6;
const MIN_RING_PX = 2;
const MIN_CONTRAST = 3;

interface FocusState {
  /** The focused element, in words for a failure message. */
  what: string;
  /** Focus is on the page itself (or the browser's own controls): nothing shows it. */
  none: boolean;
  focusVisible: boolean;
  /** What covers the focused element's middle, when something does (WCAG's focus not obscured). */
  coveredBy: string | null;
  ring: {
    on: string;
    kind: 'outline' | 'box-shadow' | 'overlay';
    width: number;
    contrast: number;
  } | null;
  /** Rings there are but that what lies over them hides. */
  hidden: string[];
}

/** Where focus is and what shows it, read in the page. */
function readFocus(page: Page): Promise<FocusState> {
  return page.evaluate(
    ({ depth, minWidth }) => {
      type Rgba = { r: number; g: number; b: number; a: number };
      const parse = (text: string): Rgba | null => {
        const match = /rgba?\(([^)]+)\)/.exec(text);
        if (!match?.[1]) return null;
        const [r = 0, g = 0, b = 0, a = 1] = match[1]
          .split(/[\s,/]+/)
          .filter(Boolean)
          .map(Number);
        return { r, g, b, a };
      };
      const over = (top: Rgba, under: Rgba): Rgba => ({
        r: top.r * top.a + under.r * (1 - top.a),
        g: top.g * top.a + under.g * (1 - top.a),
        b: top.b * top.a + under.b * (1 - top.a),
        a: 1,
      });
      // The colour behind an element: its background over its ancestors', down to an opaque one.
      const backdrop = (from: Element): Rgba => {
        const layers: Rgba[] = [];
        for (let node: Element | null = from; node; node = node.parentElement) {
          const colour = parse(getComputedStyle(node).backgroundColor);
          if (!colour || colour.a === 0) continue;
          layers.push(colour);
          if (colour.a >= 1) break;
        }
        const dark = matchMedia('(prefers-color-scheme: dark)').matches;
        let colour: Rgba = dark ? { r: 0, g: 0, b: 0, a: 1 } : { r: 255, g: 255, b: 255, a: 1 };
        for (const layer of layers.reverse()) colour = over(layer, colour);
        return colour;
      };
      const luminance = ({ r, g, b }: Rgba) => {
        const channel = (value: number) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const contrast = (a: Rgba, b: Rgba) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [
          number,
          number,
        ];
        return (light + 0.05) / (dark + 0.05);
      };
      const describe = (element: Element) => {
        const role = element.getAttribute('role');
        const name =
          element.getAttribute('aria-label') ??
          (element instanceof HTMLInputElement ? element.placeholder || element.name : '') ??
          '';
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
        const classes = [...element.classList].slice(0, 2).join('.');
        return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${role ? ` role=${role}` : ''}> "${name || text}"`;
      };

      const active = document.activeElement;
      if (!(active instanceof HTMLElement) || active === document.body) {
        return {
          what: 'nothing (the page itself)',
          none: true,
          focusVisible: false,
          coveredBy: null,
          ring: null,
          hidden: [],
        };
      }
      const box = active.getBoundingClientRect();
      const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const state = {
        what: describe(active),
        none: false,
        focusVisible: active.matches(':focus-visible'),
        // What draws a control can lie over it (a checkbox's own box): only what lies outside
        // the control's parent covers it.
        coveredBy:
          top && !top.contains(active) && !active.parentElement?.contains(top)
            ? describe(top)
            : null,
        ring: null as FocusState['ring'],
        hidden: [] as string[],
      };
      // Whether a ring around `node` shows at a point: drawn over what is there, unless that
      // belongs to a layer of its own (positioned, transformed, translucent), painted after it.
      const layered = (element: Element) => {
        const style = getComputedStyle(element);
        return (
          style.position !== 'static' ||
          style.transform !== 'none' ||
          Number(style.opacity) < 1 ||
          style.filter !== 'none'
        );
      };
      // The z-index of the stacking layer an element paints in (0: the page's own).
      const level = (element: Element) => {
        for (let at: Element | null = element; at; at = at.parentElement) {
          const style = getComputedStyle(at);
          if (style.position !== 'static' && style.zIndex !== 'auto') return Number(style.zIndex);
        }
        return 0;
      };
      const shownAt = (node: Element, x: number, y: number): boolean | null => {
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return null;
        let hit = document.elementFromPoint(x, y);
        if (!hit) return null;
        for (; hit && hit !== node && !hit.contains(node); hit = hit.parentElement) {
          // A layer over the ring: higher in the stack, or as high and later in the page.
          const later = node.compareDocumentPosition(hit) & Node.DOCUMENT_POSITION_FOLLOWING;
          if (layered(hit) && (level(hit) > level(node) || (level(hit) === level(node) && later))) {
            return false;
          }
        }
        return true;
      };
      // The ring's band, `shift` px out from the box's edges (in when negative), sampled at the
      // middle of each edge: the ring shows where at least one of them does.
      const shown = (node: Element, shift: number) => {
        const box = node.getBoundingClientRect();
        const midX = box.left + box.width / 2;
        const midY = box.top + box.height / 2;
        const points: [number, number][] = [
          [box.left - shift, midY],
          [box.right + shift, midY],
          [midX, box.top - shift],
          [midX, box.bottom + shift],
        ];
        return points.some(([x, y]) => shownAt(node, x, y) === true);
      };
      const hidden: string[] = [];
      const consider = (
        node: Element,
        kind: 'outline' | 'box-shadow' | 'overlay',
        width: number,
        colour: Rgba | null,
        behindOf: Element,
        shift: number | null,
      ) => {
        if (width < minWidth || !colour || colour.a === 0) return false;
        if (shift !== null && !shown(node, shift)) {
          hidden.push(`${kind} of ${describe(node)}`);
          return false;
        }
        const behind = backdrop(behindOf);
        state.ring = {
          on: describe(node),
          kind,
          width,
          contrast: contrast(over(colour, behind), behind),
        };
        return true;
      };
      let node: Element | null = active;
      for (let level = 0; node && level <= depth; level += 1, node = node.parentElement) {
        // A ring drawn over the element's content by a pseudo-element (app.css's focus-region).
        for (const pseudo of ['::after', '::before']) {
          const style = getComputedStyle(node, pseudo);
          if (style.content === 'none' || style.content === 'normal') continue;
          if (style.borderTopStyle === 'none' || style.position !== 'absolute') continue;
          const width = parseFloat(style.borderTopWidth);
          if (consider(node, 'overlay', width, parse(style.borderTopColor), node, null)) {
            return state;
          }
        }
        const style = getComputedStyle(node);
        if (style.outlineStyle !== 'none') {
          const width = parseFloat(style.outlineWidth);
          const offset = parseFloat(style.outlineOffset);
          // An outline drawn outside the box stands on what is around it; one drawn inside, on it.
          const behindOf = offset < 0 ? node : (node.parentElement ?? node);
          if (
            consider(
              node,
              'outline',
              width,
              parse(style.outlineColor),
              behindOf,
              offset + width / 2,
            )
          ) {
            return state;
          }
        }
        // A ring drawn as a shadow: no offset, no blur, a spread of its own.
        for (const shadow of style.boxShadow.split(/,(?![^(]*\))/)) {
          const lengths = [...shadow.replace(/rgba?\([^)]*\)/, '').matchAll(/(-?[\d.]+)px/g)].map(
            (m) => Number(m[1]),
          );
          const [x = 1, y = 1, blur = 1, spread = 0] = lengths;
          if (x !== 0 || y !== 0 || blur !== 0 || shadow.includes('inset')) continue;
          const behindOf = node.parentElement ?? node;
          if (consider(node, 'box-shadow', spread, parse(shadow), behindOf, spread / 2))
            return state;
        }
      }
      state.hidden = hidden;
      return state;
    },
    { depth: RING_DEPTH, minWidth: MIN_RING_PX },
  );
}

/** Fails unless something has focus and the page shows which: `step` names the moment. */
export async function expectVisibleFocus(page: Page, step: string): Promise<void> {
  const state = await readFocus(page);
  expect(state.none, `${step}: focus went to the page itself`).toBe(false);
  expect(state.focusVisible, `${step}: ${state.what} does not match :focus-visible`).toBe(true);
  expect(state.coveredBy, `${step}: ${state.what} is under something`).toBeNull();
  const hidden = state.hidden.length
    ? ` (hidden under other boxes: ${state.hidden.join('; ')})`
    : '';
  expect(state.ring, `${step}: ${state.what} shows no focus ring${hidden}`).not.toBeNull();
  expect(
    state.ring?.contrast,
    `${step}: the ${state.ring?.kind} of ${state.ring?.on} (focus on ${state.what}) is faint`,
  ).toBeGreaterThanOrEqual(MIN_CONTRAST);
}

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/** Waits for `target` to have focus (shown), naming what has it instead on a failure. */
export async function expectFocusOn(page: Page, target: Locator, step: string): Promise<void> {
  try {
    await expect.poll(() => isFocused(target)).toBe(true);
  } catch {
    const { what } = await readFocus(page);
    throw new Error(`${step}: focus is on ${what}, not on ${target.toString()}`);
  }
  await expectVisibleFocus(page, step);
}

/** Presses `key`, then expects focus on `target`. */
export async function press(page: Page, key: string, target: Locator, step: string) {
  await page.keyboard.press(key);
  await expectFocusOn(page, target, step);
}

/**
 * Presses `key` (Tab, Shift+Tab) until `target` has focus, at most `max` times; every stop on the
 * way in the page must show its focus too.
 */
export async function pressUntil(
  page: Page,
  key: string,
  target: Locator,
  step: string,
  max = 12,
): Promise<void> {
  const stops: string[] = [];
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(key);
    if (await isFocused(target)) return expectVisibleFocus(page, step);
    const state = await readFocus(page);
    stops.push(state.what);
    // Tab past the page's last control visits the browser's own: the page has no focus then.
    if (!state.none) await expectVisibleFocus(page, `${step} (stop ${presses}, on the way)`);
  }
  throw new Error(
    `${step}: ${max} × ${key} never reached ${target.toString()}:\n${stops.join('\n')}`,
  );
}
