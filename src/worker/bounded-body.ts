/**
 * A request's body, read only as far as `limit` bytes, before anything parses it. A declared
 * length over the limit is refused unread; an undeclared one (Chromium hands a share target's
 * form to the worker with no Content-Length) is read until it passes the limit, then dropped.
 */
export async function boundedBody(request: Request, limit: number): Promise<Blob | 'too-big'> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= limit)) {
    await request.body?.cancel();
    return 'too-big';
  }
  const reader = request.body?.getReader();
  if (!reader) return new Blob([]);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return new Blob(chunks);
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too-big';
    }
    chunks.push(value);
  }
}
