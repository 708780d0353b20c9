import { describe, expect, it } from 'vitest';
import { byteRange } from './byte-range.ts';

describe('a Range header against a file of 1000 bytes', () => {
  it.each([
    [undefined, { kind: 'whole' }],
    ['bytes=0-', { kind: 'part', start: 0, end: 999 }],
    ['bytes=0-1', { kind: 'part', start: 0, end: 1 }],
    ['bytes=500-2000', { kind: 'part', start: 500, end: 999 }],
    ['bytes=-100', { kind: 'part', start: 900, end: 999 }],
    ['bytes=-5000', { kind: 'part', start: 0, end: 999 }],
    ['bytes=1000-', { kind: 'unsatisfiable' }],
    ['bytes=20-10', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=0-1,5-9', { kind: 'whole' }],
    ['items=0-1', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
  ])('%s answers %o', (header, answer) => {
    expect(byteRange(header, 1000)).toEqual(answer);
  });
});
