import { describe, expect, it } from 'vitest';
import { chatIdentity } from './chat-identity.ts';

describe('chatIdentity', () => {
  it('joins first and last name with one space and keeps the picture', () => {
    expect(
      chatIdentity('u1', {
        first_name: 'Alice',
        last_name: 'Martin',
        profile_picture_url: 'https://x/a.png',
      }),
    ).toEqual({ id: 'u1', name: 'Alice Martin', image: 'https://x/a.png' });
  });

  it('defaults a missing first name to "User"', () => {
    expect(
      chatIdentity('u3', { first_name: null, last_name: 'Rivera', profile_picture_url: null }),
    ).toEqual({
      id: 'u3',
      name: 'User Rivera',
    });
  });

  it('defaults a missing last name to the empty string, still joined by the space', () => {
    expect(
      chatIdentity('u2', { first_name: 'Bob', last_name: null, profile_picture_url: '' }).name,
    ).toBe('Bob ');
  });

  it('treats blank names like missing ones and leaves out a blank picture', () => {
    expect(
      chatIdentity('u4', { first_name: '  ', last_name: null, profile_picture_url: ' ' }),
    ).toEqual({
      id: 'u4',
      name: 'User ',
    });
  });
});
