/**
 * The target this test file runs against, as the global set-up parsed it (conformance-env.ts),
 * and the marker for tests that need to control the server. Only the conformance level is ever
 * given a hosted target; every other level, and a test file run outside one, gets the embedded one.
 */
import { describe, inject, TestRunner } from 'vitest';
import type { ConformanceTarget } from './conformance-env.ts';

export function conformanceTarget(): ConformanceTarget {
  return inject('conformanceTarget') ?? { kind: 'embedded' };
}

/**
 * Marks what needs the embedded server itself: its process (restarts), files, clock, injected
 * failures, its mailbox, or app-wide settings a shared hosted test app must not get. It runs in
 * the embedded run and is skipped against hosted services, with `reason` as the skip note.
 * - A test: its first statement, `embeddedOnly('restarts the server');`
 * - A group: `embeddedOnly('changes the app webhook').describe('webhooks', () => { … });`
 *   (its hooks do not run either, unlike those of a test that skips itself).
 */
export function embeddedOnly(reason: string): { describe: ReturnType<typeof describe.skipIf> } {
  if (!reason.trim()) throw new Error('embeddedOnly needs a reason');
  const hosted = conformanceTarget().kind === 'hosted';
  const test = TestRunner.getCurrentTest();
  if (test && hosted) test.context.skip(reason);
  return { describe: describe.skipIf(hosted) };
}
