import { describe, expect, it, vi } from 'vitest';
import { onFirstIntent } from './first-intent.ts';

describe('onFirstIntent', () => {
  it('waits for the visitor to act', () => {
    const page = new EventTarget();
    const work = vi.fn();
    onFirstIntent(work, page);
    page.dispatchEvent(new Event('scroll'));
    page.dispatchEvent(new Event('pointermove'));
    expect(work).not.toHaveBeenCalled();
  });

  it.each(['keydown', 'pointerdown', 'focusin'])('runs the work on the first %s', (type) => {
    const page = new EventTarget();
    const work = vi.fn();
    onFirstIntent(work, page);
    page.dispatchEvent(new Event(type));
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs the work at once when focus is in the page already', () => {
    const work = vi.fn();
    onFirstIntent(work, new EventTarget(), () => true);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs the work once, however many ways the visitor goes on to act', () => {
    const page = new EventTarget();
    const work = vi.fn();
    onFirstIntent(work, page);
    for (const type of ['focusin', 'keydown', 'pointerdown', 'keydown']) {
      page.dispatchEvent(new Event(type));
    }
    expect(work).toHaveBeenCalledOnce();
  });
});
