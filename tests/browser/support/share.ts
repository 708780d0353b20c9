/** A share from another app, as the browser tests make it. */
import type { Page } from 'playwright-core';

interface Shared {
  text?: string;
  url?: string;
  files?: { name: string; mimeType: string; buffer: Buffer }[];
}

/**
 * Submits the share target's form from a page of the app, as Chromium does for a share: a POST
 * navigation to /share with multipart/form-data (or to `action`, from a page of another site).
 * Answers the time it was submitted.
 */
export async function share(page: Page, shared: Shared, action = '/share'): Promise<number> {
  await page.evaluate(
    ({ text, url, action }) => {
      const form = document.createElement('form');
      form.id = 'share-form';
      form.method = 'POST';
      form.action = action;
      form.enctype = 'multipart/form-data';
      for (const [name, value] of [
        ['title', ''],
        ['text', text],
        ['url', url],
      ] as const) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      const files = document.createElement('input');
      files.type = 'file';
      files.name = 'files';
      files.multiple = true;
      form.append(files);
      document.body.append(form);
    },
    { text: shared.text ?? '', url: shared.url ?? '', action },
  );
  if (shared.files) await page.setInputFiles('#share-form input[type=file]', shared.files);
  const at = Date.now();
  await page.evaluate(() => (document.getElementById('share-form') as HTMLFormElement).submit());
  return at;
}
