import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterContentfulPaint } from './after-contentful-paint.ts';

type Callback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A PerformanceObserver the test reports paint entries through. */
function stubObserver() {
  const observers: { callback: Callback; disconnected: boolean }[] = [];
  class FakeObserver {
    private readonly entry: { callback: Callback; disconnected: boolean };
    constructor(callback: Callback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    report(name: string) {
      for (const o of observers) {
        if (!o.disconnected) o.callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
      }
    },
    observers,
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterContentfulPaint', () => {
  it('runs the work once the first contentful paint is reported', () => {
    const paints = stubObserver();
    const work = vi.fn();
    afterContentfulPaint(work);
    paints.report('first-paint');
    vi.advanceTimersByTime(0);
    expect(work).not.toHaveBeenCalled();
    paints.report('first-contentful-paint');
    expect(work).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledOnce();
    expect(paints.observers.every((o) => o.disconnected)).toBe(true);
  });

  it('gives up waiting after a second when no paint is reported, and runs once only', () => {
    const paints = stubObserver();
    const work = vi.fn();
    afterContentfulPaint(work);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    paints.report('first-contentful-paint');
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs the work after the wait where paint timing cannot be observed', () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        observe() {
          throw new TypeError('paint is not a supported entry type');
        }
        disconnect() {}
      },
    );
    const work = vi.fn();
    afterContentfulPaint(work);
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledOnce();
  });
});
