/**
 * Parley's renderText against the SDK's own (its react-markdown renderer, imported as installed):
 * the same HTML for what people write in chat, and the differences on purpose spelled out.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import type { UserResponse } from 'stream-chat';
import type { MentionProps } from 'stream-chat-react';
import { renderText as sdkRenderText } from 'stream-chat-react-components/Message/renderText/renderText.mjs';
import { renderText } from './render-text.tsx';

const ada = { id: 'ada', name: 'Ada Lovelace' } as UserResponse;
const mj = { id: 'mj', name: 'Mary-Jane' } as UserResponse;
const snake = { id: 'sc', name: 'snake_case_sam' } as UserResponse;

/** react-markdown puts a line break between blocks and leaves the first list's start out. */
const html = (node: ReactNode) =>
  renderToStaticMarkup(<>{node}</>)
    .replace(/>\n+</g, '><')
    .replace(/<br\/>\n/g, '<br/>')
    .replace(/ start="1"/g, '');

const SAME_AS_SDK: [string, string, UserResponse[]?][] = [
  ['plain text', 'hello world'],
  ['one character, unparsed', '*'],
  ['a line break kept for the stylesheet', 'a\nb'],
  ['one <br> per blank line between blocks', 'a\n\nb\n\n\n\nc'],
  ['emphasis, strong, two-tilde strike-through, code', '**bold** _it_ ~~del~~ ~one~ `code`'],
  ['intraword underscores', 'a_b_c and file_name_v2.txt, __init__'],
  ['++inserted++ text', '++ins++ text'],
  ['raw HTML as text', '<b>raw</b> & <script>x</script>'],
  ['an image as a link to it', '![alt](http://x.com/a.png)'],
  ['bare addresses as short links', 'see www.example.com and https://x.com/a_b?q=1'],
  ['an email address', 'mail me@x.com now'],
  ['a Markdown link', '[the docs](https://x.com/docs)'],
  ['a javascript: link as its text', '[bad](javascript:alert(1))'],
  ['addresses in code untouched', '`http://x.com/a_b` in code'],
  ['lists', '- a\n- b\n\n2. x\n3. y'],
  ['a quote', '> quote\n> two'],
  ['headings without ids, thematic breaks left out', '# Head\n\n---\n\ntext'],
  ['emoji', 'hi 😀 there 🎉'],
  ['a mention', 'hi @Ada Lovelace, ok', [ada]],
  ['a mention with a hyphen', 'hi @Mary-Jane ok', [mj]],
  ['a mention with underscores', '@snake_case_sam hi', [snake]],
  ['a name that is not a mention', 'hi @Somebody', [ada]],
];

describe('renderText', () => {
  it.each(SAME_AS_SDK)('renders %s as the SDK does', (_, text, users) => {
    expect(html(renderText(text, users))).toBe(html(sdkRenderText(text, users)));
  });

  it('keeps blank lines inside a fenced code block (the SDK drops them)', () => {
    expect(html(renderText('```\ncode\n\nblock_a_b\n```'))).toBe(
      '<pre><code>code\n\nblock_a_b\n</code></pre>',
    );
  });

  it('renders a table with the allowed tags', () => {
    expect(html(renderText('| a | b |\n|---|---|\n| 1 | 2 |'))).toMatch(
      /^<table><thead><tr><th[^>]*> a <\/th><th[^>]*> b <\/th><\/tr><\/thead><tbody><tr><td[^>]*> 1 <\/td><td[^>]*> 2 <\/td><\/tr><\/tbody><\/table>$/,
    );
  });

  it('highlights @channel and @here from the mention entities', () => {
    const out = html(
      renderText('@channel and @here', undefined, {
        messageMentionEntities: [
          { id: 'channel', mentionType: 'channel', name: 'channel' },
          { id: 'here', mentionType: 'here', name: 'here' },
        ],
      }),
    );
    expect(out).toContain('data-mention-type="channel">@channel</span>');
    expect(out).toContain('data-mention-type="here">@here</span>');
  });

  it('leaves out the tags not allowed, keeping their text', () => {
    expect(html(renderText('**bold** and _it_', [], { allowedTagNames: ['p', 'em'] }))).toBe(
      '<p>bold and <em>it</em></p>',
    );
  });

  it('renders with custom renderers', () => {
    const Custom = ({ children, node }: MentionProps) => (
      <b data-who={node.mentionedEntity.id}>{children}</b>
    );
    expect(
      html(
        renderText('hey @Ada Lovelace', [ada], { customMarkDownRenderers: { mention: Custom } }),
      ),
    ).toBe('<p>hey <b data-who="ada">@Ada Lovelace</b></p>');
  });

  it('renders nothing for no text', () => {
    expect(renderText('')).toBeNull();
    expect(renderText(undefined)).toBeNull();
  });
});
