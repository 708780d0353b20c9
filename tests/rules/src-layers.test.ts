/**
 * The lint rule that keeps src/ in layers: app → features → shared. Cases name the import a
 * file makes; the rule resolves it against the file's own folder, at any depth.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { CORE_ORDER, srcLayers } from '../../scripts/lint/src-layers.js';
import { repoRoot } from '../support/stack.ts';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: { ecmaVersion: 2024, sourceType: 'module' },
});

const inSrc = (file: string) => path.join(process.cwd(), 'src', file);
const importing = (file: string, source: string) => ({
  filename: inSrc(file),
  code: `import x from '${source}';`,
});

tester.run('src-layers', srcLayers, {
  valid: [
    importing('app/app.tsx', '../features/chat/chat-page.tsx'),
    importing('app/shell/signed-in-app.tsx', '../../features/profile/profile-page.tsx'),
    importing('features/chat/chat-page.tsx', './channel-view.tsx'),
    importing('features/chat/markdown/text.tsx', '../channel-view.tsx'),
    importing('features/chat/conversation/messages/x.tsx', '../../spoken.tsx'),
    importing('features/chat/chat-page.tsx', './conversation/sending/send-or-queue.ts'),
    importing('features/chat/chat-page.tsx', '../../core/chat/chat-client.ts'),
    importing('features/chat/send-or-queue.ts', '../../core/outbox/kept-messages.ts'),
    importing('features/auth/sign-in-page.tsx', '../../ui/auth-fields.tsx'),
    importing('features/auth/auth-layout.tsx', '../../pwa/install-button.tsx'),
    importing('core/connection/token-api.ts', '../supabase/auth-client.ts'),
    importing('core/outbox/delivery-loop.ts', '../device-copy/schema.ts'),
    importing('worker/outbox-delivery.ts', '../core/outbox/delivery-loop.ts'),
    importing('worker/sw.ts', '../lib/external-value.ts'),
    importing('ui/field.tsx', '../lib/i18n/translate.ts'),
    importing('core/chat/chat-client.ts', '../../config/load-config.ts'),
    importing('main.tsx', './app/boot.tsx'),
    importing('features/chat/chat-page.tsx', 'stream-chat-react'),
    importing('core/chat/chat-client.ts', '../device-copy/device-copy.ts'),
    importing('core/connection/controller.ts', '../chat/chat-client.ts'),
    importing('core/device-copy/lists/saved-list.ts', '../schema.ts'),
    importing('core/outbox/device-copy-tasks.ts', '../device-copy/pending-tasks.ts'),
    importing('core/chat/chat-client.ts', '../outbox/device-copy-tasks.ts'),
  ],
  invalid: [
    { ...importing('features/chat/chat-page.tsx', '../reminders/reminders-button.tsx'), errors: 1 },
    { ...importing('features/chat/markdown/text.tsx', '../../moderation/x.ts'), errors: 1 },
    { ...importing('features/chat/conversation/x.tsx', '../threads/threads.tsx'), errors: 1 },
    { ...importing('features/chat/conversation/messages/x.ts', '../sending/y.ts'), errors: 1 },
    { ...importing('features/reminders/panel.tsx', '../../app/shell/app-header.tsx'), errors: 1 },
    { ...importing('ui/use-form.ts', '../features/auth/validation.ts'), errors: 1 },
    { ...importing('lib/router.ts', '../app/routes.ts'), errors: 1 },
    { ...importing('lib/routes.ts', '../core/session/session-store.ts'), errors: 1 },
    { ...importing('core/outbox/news.ts', '../../worker/sw.ts'), errors: 1 },
    { ...importing('features/chat/chat-page.tsx', '../../worker/outbox-delivery.ts'), errors: 1 },
    { ...importing('worker/sw.ts', '../ui/field.tsx'), errors: 1 },
    { ...importing('core/session/session-store.ts', '../../ui/field.tsx'), errors: 1 },
    { ...importing('config/env.ts', '../lib/routes.ts'), errors: 1 },
    { ...importing('core/device-copy/schema.ts', '../chat/chat-client.ts'), errors: 1 },
    { ...importing('core/device-copy/lists/saved-list.ts', '../../chat/x.ts'), errors: 1 },
    { ...importing('core/supabase/auth-client.ts', '../session/session-store.ts'), errors: 1 },
    { ...importing('core/session/session-store.ts', '../sign-out/leave-nothing.ts'), errors: 1 },
    {
      ...importing('core/device-copy/device-copy.ts', '../outbox/device-copy-tasks.ts'),
      errors: 1,
    },
    { ...importing('core/device-copy/lists/x.ts', '../../outbox/kept-messages.ts'), errors: 1 },
    { ...importing('core/brand-new/x.ts', '../session/session-store.ts'), errors: 1 },
    {
      filename: inSrc('core/device-copy/device-copy.ts'),
      code: `const m = import('../outbox/device-copy-tasks.ts');`,
      errors: 1,
    },
    {
      filename: inSrc('core/outbox/waiting.ts'),
      code: `const m = import('../chat/chat-client.ts');`,
      errors: 1,
    },
    {
      filename: inSrc('features/chat/chat-page.tsx'),
      code: `const m = import('../polls/dialog.tsx');`,
      errors: 1,
    },
    {
      filename: inSrc('features/chat/index.ts'),
      code: `export { x } from '../notices/app-notices.tsx';`,
      errors: 1,
    },
  ],
});

/** Every import between two of core/'s parts, as `from → to`. */
function coreEdges(): Set<string> {
  const core = path.join(repoRoot, 'src', 'core');
  const edges = new Set<string>();
  const files = readdirSync(core, { recursive: true, encoding: 'utf8' }).filter((f) =>
    /\.tsx?$/.test(f),
  );
  for (const file of files) {
    const from = file.split(path.sep)[0];
    const text = readFileSync(path.join(core, file), 'utf8');
    for (const [, spec] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = path.relative(core, path.resolve(path.dirname(path.join(core, file)), spec!));
      const to = target.split(path.sep)[0];
      if (!target.startsWith('..') && to !== from && target.includes(path.sep))
        edges.add(`${from} → ${to}`);
    }
  }
  return edges;
}

describe("core/'s imports between its parts", () => {
  it('all run down its order', () => {
    const edges = [...coreEdges()];
    expect(edges.length).toBeGreaterThan(10);
    const upward = edges.filter((edge) => {
      const [from, to] = edge.split(' → ') as [string, string];
      return CORE_ORDER.indexOf(from) <= CORE_ORDER.indexOf(to);
    });
    expect(upward).toEqual([]);
  });
});
