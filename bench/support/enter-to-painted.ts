/** The time from pressing Enter in the composer to the first frame that shows the message. */
import type { Page } from 'playwright-core';
import { composer } from '../../tests/browser/support/app.ts';

const BUBBLE = '.str-chat__main-panel .str-chat__message';

/**
 * ms from the Enter keydown to the first animation frame that paints a message with the text;
 * with `saying`, only once that message also says it (such as "Waiting for network").
 */
export async function enterToPainted(page: Page, text: string, saying?: string): Promise<number> {
  await composer(page).fill(text);
  await page.evaluate(() => {
    const w = window as unknown as { enterAt?: number };
    delete w.enterAt;
    document.addEventListener('keydown', () => (w.enterAt = performance.now()), {
      capture: true,
      once: true,
    });
  });
  await composer(page).press('Enter');
  const handle = await page.waitForFunction(
    ({ selector, wanted, words }) => {
      const shown = Array.from(document.querySelectorAll(selector)).some(
        (node) =>
          node.textContent?.includes(wanted) && (!words || node.textContent.includes(words)),
      );
      const at = (window as unknown as { enterAt?: number }).enterAt;
      return shown && at !== undefined ? performance.now() - at : 0;
    },
    { selector: BUBBLE, wanted: text, words: saying },
    { polling: 'raf', timeout: 10_000 },
  );
  return (await handle.jsonValue()) as number;
}
