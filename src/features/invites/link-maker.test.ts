import { describe, expect, it } from 'vitest';
import { linkMaker } from './link-maker.ts';

const names: Record<string, string> = { ada: 'Ada Lovelace', blank: '  ' };
const nameOf = (id: string) => names[id];

describe('who made a link', () => {
  it('is "you" for the person reading the list, whatever their name', () => {
    expect(linkMaker('ada', 'ada', nameOf)).toBe('Made by you');
  });

  it('is another member’s name as the chat client knows it', () => {
    expect(linkMaker('ada', 'me', nameOf)).toBe('Made by Ada Lovelace');
  });

  it('is a former member when the client knows no name for them', () => {
    expect(linkMaker('gone', 'me', nameOf)).toBe('Made by a former member');
    expect(linkMaker('blank', 'me', nameOf)).toBe('Made by a former member');
  });
});
