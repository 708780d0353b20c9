import { describe, expect, it } from 'vitest';
import { avatarProblem, squareCrop } from './avatar-image.ts';

describe('avatarProblem', () => {
  it('accepts PNG, JPEG and WebP', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(avatarProblem({ type, size: 1000 })).toBeNull();
    }
  });
  it('names the accepted types for anything else', () => {
    expect(avatarProblem({ type: 'image/gif', size: 10 })).toBe(
      'Choose a PNG, JPEG or WebP picture.',
    );
  });
  it('says how big a too-large source is', () => {
    expect(avatarProblem({ type: 'image/png', size: 20 * 1024 * 1024 })).toBe(
      'That picture is 20.0 MB; choose one under 15 MB.',
    );
  });
});

describe('squareCrop', () => {
  it('takes the centred square of a landscape picture', () => {
    expect(squareCrop(400, 200)).toEqual({ sx: 100, sy: 0, side: 200 });
  });
  it('takes the centred square of a portrait picture', () => {
    expect(squareCrop(300, 501)).toEqual({ sx: 0, sy: 100, side: 300 });
  });
});
