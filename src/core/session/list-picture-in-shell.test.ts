import { describe, expect, it } from 'vitest';
import { pictureInShell, shellWithPicture, PICTURE_DATA_ID } from './list-picture-in-shell.ts';
import type { ListPicture } from './list-picture.ts';

const SHELL =
  '<!doctype html><html><head><title>Parley</title><link rel="stylesheet" href="/assets/index.css"></head><body><div id="root"></div></body></html>';

const picture = (html: string): ListPicture => ({
  userId: 'u1',
  sessionKey: 'sb-127-auth-token',
  html,
  css: '.str-chat__channel-list{display:flex}',
  width: 390,
  height: 844,
  savedAt: 1,
});

/** The script element's text as an HTML parser ends it: at the first `</script`. */
function scriptText(shell: string): string {
  const open = `<script type="application/json" id="${PICTURE_DATA_ID}">`;
  const start = shell.indexOf(open) + open.length;
  return shell.slice(start, shell.toLowerCase().indexOf('</script', start));
}

describe('the list picture in the shell', () => {
  it('comes back whole from the page it was put in', () => {
    const kept = picture('<div class="str-chat__channel-list">Weekend trip</div>');
    const shell = shellWithPicture(SHELL, kept);
    expect(pictureInShell(scriptText(shell))).toEqual(kept);
  });

  it('leaves the head as it was: the picture has nothing to load', () => {
    const shell = shellWithPicture(SHELL, picture('<p>x</p>'));
    expect(shell.slice(0, shell.indexOf('</head>'))).toBe(SHELL.slice(0, SHELL.indexOf('</head>')));
  });

  it('cannot be broken out of, whatever the markup says', () => {
    const hostile = '</script><script>alert(1)</script><!-- <script>';
    const shell = shellWithPicture(SHELL, { ...picture(hostile), css: hostile });
    expect(shell.match(/<script/gi)).toHaveLength(1);
    expect(pictureInShell(scriptText(shell))?.html).toBe(hostile);
    expect(pictureInShell(scriptText(shell))?.css).toBe(hostile);
  });

  it('leaves a shell with no body as it is', () => {
    expect(shellWithPicture('<p>not a page</p>', picture('<p>x</p>'))).toBe('<p>not a page</p>');
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{"html":'],
    ['JSON null', 'null'],
    ['no markup', JSON.stringify({ ...picture(''), html: 1 })],
    ['no size', JSON.stringify({ ...picture('<p>x</p>'), width: '390' })],
    ['no CSS', JSON.stringify({ ...picture('<p>x</p>'), css: undefined })],
    ['CSS of an older kind', JSON.stringify({ ...picture('<p>x</p>'), css: [{ href: 'a.css' }] })],
  ])('reads %s as no picture', (_, text) => {
    expect(pictureInShell(text)).toBeUndefined();
  });
});
