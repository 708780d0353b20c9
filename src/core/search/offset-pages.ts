/**
 * The paging of a device-first search whose server part pages by offset (conversations):
 * the first page is the device's results at once, then the server's first page merged
 * in; later pages are the server's, less what already shows. Offline, or with no answer, the
 * device's results are all there is.
 */
import type { StateStore } from 'stream-chat';
import { mergeResults } from './merge-results.ts';
import { askServer, type SearchOrigin } from './search-origin.ts';

export interface OffsetPage<T> {
  /** Whether this is a new search's first page. */
  first: boolean;
  /** The device's results (asked only on a first page). */
  device: () => T[];
  /** Shows the device's results while the server is asked. */
  show: (items: T[]) => void;
  /** The server's page at this offset. */
  server: (offset: number) => Promise<T[]>;
  pageSize: number;
  signal: AbortSignal | undefined;
}

export class OffsetPages<T> {
  private serverOffset = 0;
  private shown = new Set<string>();

  constructor(
    private readonly key: (item: T) => string,
    private readonly origin: StateStore<SearchOrigin>,
  ) {}

  async page({ first, device, show, server, pageSize, signal }: OffsetPage<T>) {
    let found: T[] = [];
    if (first) {
      this.serverOffset = 0;
      found = device();
      this.shown = new Set(found.map(this.key));
      if (!signal?.aborted) show(found);
    }
    const answer = await askServer(() => server(this.serverOffset), signal, this.origin);
    if (!answer) return { items: found, next: null };
    this.serverOffset += answer.length;
    const next = answer.length === pageSize ? String(this.serverOffset) : null;
    const items = first
      ? mergeResults(found, answer, this.key)
      : answer.filter((item) => !this.shown.has(this.key(item)));
    items.forEach((item) => this.shown.add(this.key(item)));
    return { items, next };
  }
}
