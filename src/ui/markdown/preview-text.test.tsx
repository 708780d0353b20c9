/**
 * The channel list's last-message preview: rendered as the SDK renders it, and read out as words
 * without Markdown syntax.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { renderPreviewText as sdkRenderPreviewText } from 'stream-chat-react-components/ChannelListItem/utils.mjs';
import { renderPreviewText, stripMarkdownToText } from './preview-text.tsx';

const html = (text: string, render: (text: string) => React.ReactNode) =>
  renderToStaticMarkup(<>{render(text)}</>).replace(/>\n+</g, '><');

describe('renderPreviewText', () => {
  it.each([
    'plain words',
    '**bold** and _it_ with ~~gone~~ and `code`',
    'snake_case_name ++new++',
    '<i>raw</i> text',
  ])('renders %j as the SDK does', (text) => {
    expect(html(text, renderPreviewText)).toBe(html(text, sdkRenderPreviewText));
  });

  it('renders an http link through the safe anchor messages use', () => {
    expect(html('[the docs](https://x.com/docs)', renderPreviewText)).toContain(
      '<a class="str-chat__message-url-link" href="https://x.com/docs" rel="nofollow noreferrer noopener" target="_blank">the docs</a>',
    );
  });

  it.each([
    '[k](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)',
    '[k](javascript:alert(1))',
    '[k](JaVaScRiPt:alert(1))',
    '[k](vbscript:msgbox)',
  ])('never makes a link of %j', (text) => {
    const out = html(text, renderPreviewText);
    expect(out).not.toMatch(/<a\b/);
    expect(out).toContain('k');
  });
});

describe('stripMarkdownToText', () => {
  it.each([
    ['**Lunch** at _noon_?', 'Lunch at noon?'],
    ['# Agenda\n- one\n- two', 'Agenda one two'],
    ['Hi\n\nthere', 'Hi there'],
    ['see [the docs](https://x.com/docs) and `npm test`', 'see the docs and npm test'],
    ['![a cat](https://x.com/cat.png)', 'https://x.com/cat.png'],
    ['<b>not bold</b>', '<b>not bold</b>'],
  ])('reads %j as %j', (text, words) => {
    expect(stripMarkdownToText(text)).toBe(words);
  });

  it('falls back to the text when there are no words', () => {
    expect(stripMarkdownToText('---')).toBe('---');
  });
});
