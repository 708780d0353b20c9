/**
 * The build-time swap of the SDK's Markdown (scripts/vite-plugins/light-markdown.ts): on the
 * installed stream-chat-react it cuts exactly the Markdown code out of the list's preview module,
 * and it refuses a module that changed or a build in which nothing imports what it swaps.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  lightMarkdown,
  rewritePreviewModule,
} from '../../../scripts/vite-plugins/light-markdown.ts';
import { PREVIEW } from '../../../scripts/vite-plugins/sdk-internals.ts';
import { endEmptyBuild } from './plugin-hooks.ts';

const installed = readFileSync(PREVIEW, 'utf8');

describe('light-markdown', () => {
  it("imports Parley's two functions instead of the SDK's Markdown stack", () => {
    const out = rewritePreviewModule(installed, '/app/preview-text.tsx');
    expect(out.split('\n')[0]).toBe(
      'import { renderPreviewText, stripMarkdownToText } from "/app/preview-text.tsx";',
    );
    for (const source of [
      'react-markdown',
      'remark-gfm',
      'remark-parse',
      'unified',
      'mdast-util',
    ]) {
      expect(out).not.toContain(`"${source}`);
    }
    // The rest of the module is the SDK's, its exports included.
    expect(out).toContain('var getLatestMessagePreviewParts = ');
    expect(out).toMatch(/export \{ getChannelDisplayImage, .*renderPreviewText \};/);
  });

  it('refuses a module whose Markdown imports changed', () => {
    const changed = installed.replace('from "remark-parse"', 'from "remark-parse-2"');
    expect(() => rewritePreviewModule(changed, '/x.tsx')).toThrow(/no longer has remark-parse/);
  });

  it('refuses a module that still uses the Markdown stack elsewhere', () => {
    const changed = `${installed}\nexport const again = () => unified();\n`;
    expect(() => rewritePreviewModule(changed, '/x.tsx')).toThrow(/still uses unified/);
  });

  it('fails the build when nothing imports the modules it swaps any more', () => {
    expect(() => endEmptyBuild(lightMarkdown())).toThrow(
      /^light-markdown: nothing imports .*renderText\.mjs, .*utils\.mjs any more; the SDK changed/,
    );
  });
});
