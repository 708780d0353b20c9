/** Just enough multipart/form-data parsing for Stream's upload endpoints (`file` and `user` parts). */
import { inputError } from './errors.ts';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

export function parseMultipart(body: Buffer, contentType: string | undefined): Part[] {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!contentType?.toLowerCase().startsWith('multipart/form-data') || !boundary) {
    throw inputError('uploads must be sent as multipart/form-data');
  }
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const headerStart = start + delimiter.length;
    if (body.subarray(headerStart, headerStart + 2).toString() === '--') break;
    const headerEnd = body.indexOf('\r\n\r\n', headerStart);
    if (headerEnd < 0) break;
    const next = body.indexOf(delimiter, headerEnd + 4);
    if (next < 0) break;
    const headers = body.subarray(headerStart, headerEnd).toString('utf8');
    const disposition = /content-disposition:[^\r\n]*/i.exec(headers)?.[0] ?? '';
    const name = /name="([^"]*)"/i.exec(disposition)?.[1];
    const filename = /filename="([^"]*)"/i.exec(disposition)?.[1];
    const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1]?.trim();
    if (name !== undefined) {
      parts.push({
        name,
        filename,
        contentType: type,
        data: body.subarray(headerEnd + 4, next - 2),
      });
    }
    start = next;
  }
  return parts;
}
