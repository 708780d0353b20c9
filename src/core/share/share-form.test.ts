import { describe, expect, it } from 'vitest';
import { readShareForm, shareText } from './share-form.ts';
import { SHARE_PICTURE_LIMIT } from './share-action.ts';

function form(fields: Record<string, string>, files: File[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('files', file);
  return data;
}

const picture = (name: string, bytes = 4, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('what a share keeps', () => {
  it('keeps title, text, an http(s) link and pictures', () => {
    const content = readShareForm(
      form({ title: ' Trip ', text: 'Look at this', url: 'https://example.com/a' }, [
        picture('a.png'),
      ]),
    );
    expect(content).toMatchObject({
      title: 'Trip',
      text: 'Look at this',
      url: 'https://example.com/a',
      pictures: [{ name: 'a.png', type: 'image/png', size: 4 }],
    });
  });

  it('drops a link a person could not open, and empty file parts', () => {
    const content = readShareForm(
      form({ text: 'hi', url: 'javascript:alert(1)' }, [picture('', 0)]),
    );
    expect(content).toMatchObject({ text: 'hi', url: '', pictures: [] });
  });

  it.each([
    ['a file that is not a picture', [picture('notes.pdf', 4, 'application/pdf')], 'unsupported'],
    ['a picture over the limit', [picture('big.png', SHARE_PICTURE_LIMIT + 1)], 'too-large'],
    [
      'more pictures than a message takes',
      Array.from({ length: 11 }, (_, i) => picture(`${i}.png`)),
      'too-many',
    ],
  ])('keeps only the reason for %s, nothing of the content', (_what, files, kind) => {
    const content = readShareForm(form({ text: 'keep me?' }, files));
    expect(content).toEqual({ problem: expect.objectContaining({ kind }) });
  });
});

describe("the composer's text for a share", () => {
  it.each([
    [{ title: '', text: 'Read this', url: 'https://a.example/' }, 'Read this\nhttps://a.example/'],
    [
      { title: '', text: 'See https://a.example/', url: 'https://a.example/' },
      'See https://a.example/',
    ],
    [{ title: 'Title only', text: '', url: '' }, 'Title only'],
    [{ title: '', text: '', url: 'https://a.example/' }, 'https://a.example/'],
  ])('%o gives %j', (content, text) => {
    expect(shareText(content)).toBe(text);
  });
});
