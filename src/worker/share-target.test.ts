import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readShare } from '../core/share/kept-shares.ts';
import { SHARE_PICTURE_LIMIT, SHARE_PICTURES_MAX } from '../core/share/share-action.ts';
import { takeShare } from './share-target.ts';

const ORIGIN = 'https://parley.example';
const MB = 1024 * 1024;
/** Every picture a share may carry at its largest, and room for its words and framing. */
const MOST = SHARE_PICTURES_MAX * SHARE_PICTURE_LIMIT + MB;
const OVER = MOST + 10 * MB;

/** A body of `size` bytes in 1 MB chunks, made only as it is read, counting what was read. */
function countedBody(size: number) {
  const read = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = Math.min(MB, size - read.bytes);
      if (chunk <= 0) return controller.close();
      read.bytes += chunk;
      controller.enqueue(new Uint8Array(chunk));
    },
  });
  return { stream, read };
}

function post(body: BodyInit, headers: Record<string, string>): Request {
  // Node takes a stream body only as a half-duplex request; browsers' types do not know the option.
  const init = { method: 'POST', body, headers, duplex: 'half' } as RequestInit;
  return new Request(`${ORIGIN}/share`, init);
}

async function keptProblem(response: Response) {
  expect(response.status).toBe(303);
  const id = decodeURIComponent(new URL(response.headers.get('location') ?? '').pathname.slice(7));
  const share = await readShare(id);
  return share && 'problem' in share ? share.problem : share;
}

describe('a share larger than any share may be', () => {
  it('is refused by its declared length, without reading the body', async () => {
    const { stream, read } = countedBody(OVER);
    const response = await takeShare(
      post(stream, {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(OVER),
      }),
      ORIGIN,
    );
    expect(await keptProblem(response)).toEqual({ kind: 'too-big' });
    // At most what the stream had made ready before it was cancelled.
    expect(read.bytes).toBeLessThanOrEqual(MB);
  });

  it('with no declared length (as Chromium hands it over) is read no further than the limit', async () => {
    const { stream, read } = countedBody(OVER);
    const response = await takeShare(
      post(stream, { 'content-type': 'multipart/form-data; boundary=x' }),
      ORIGIN,
    );
    expect(await keptProblem(response)).toEqual({ kind: 'too-big' });
    expect(read.bytes).toBeLessThanOrEqual(MOST + MB);
  });
});

describe('a share within the bounds', () => {
  it('is read as the form it is', async () => {
    const form = new FormData();
    form.set('title', '');
    form.set('text', 'hello');
    form.set('url', 'https://example.com/a');
    const response = await takeShare(post(form, {}), ORIGIN);
    expect(await keptProblem(response)).toMatchObject({
      text: 'hello',
      url: 'https://example.com/a',
      pictures: [],
    });
  });
});
