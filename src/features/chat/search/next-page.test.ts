import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BaseSearchSource, type SearchQueryOptions } from 'stream-chat';
import { nextPage } from './next-page.ts';

interface Found {
  id: string;
}

/** A source whose every query finds one item and says there is a page after it. */
class Words extends BaseSearchSource<Found> {
  readonly type = 'words';
  readonly asked: string[] = [];

  constructor() {
    super({ pageSize: 1 });
  }

  protected query(searchQuery: string, _options?: SearchQueryOptions) {
    this.asked.push(`${searchQuery}${this.next ? ' (next page)' : ''}`);
    return Promise.resolve({
      items: [{ id: `${searchQuery}-${this.asked.length}` }],
      next: 'more',
    });
  }

  protected filterQueryResults(items: Found[]) {
    return items;
  }
}

async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(1_000);
}

describe('nextPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('leaves new words typed just before it to be searched', async () => {
    const source = new Words();
    source.activate();
    void source.search('cafe');
    await settle();
    void source.search('brulee');
    nextPage(source)();
    await settle();
    expect(source.searchQuery).toBe('brulee');
    expect(source.items?.map((item) => item.id)).toEqual([`brulee-${source.asked.length}`]);
    expect(source.asked.at(-1)).toBe('brulee');
  });

  it('asks for the next page of the words searched', async () => {
    const source = new Words();
    source.activate();
    void source.search('cafe');
    await settle();
    nextPage(source)();
    await settle();
    expect(source.asked).toEqual(['cafe', 'cafe (next page)']);
    expect(source.items).toHaveLength(2);
  });
});
