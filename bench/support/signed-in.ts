/** A desktop-sized English page signed in, connected and under the service worker's control. */
import type { Browser } from 'playwright-core';
import type { StackFile } from '../../emulators/stack-types.ts';
import { offlineForNewDocuments } from '../../tests/browser/support/browser.ts';
import {
  signIn,
  waitForServiceWorkerControl,
  waitForStatus,
} from '../../tests/browser/support/app.ts';

export async function signedInPage(
  browser: Browser,
  stack: StackFile,
  user: { email: string; password: string },
) {
  const context = offlineForNewDocuments(
    await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } }),
  );
  const page = await context.newPage();
  await signIn(page, stack, user);
  await waitForStatus(page, 'connected');
  await waitForServiceWorkerControl(page);
  return { context, page };
}
